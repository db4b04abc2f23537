export function Footer() {
  return <footer className="border-t" />;
}
