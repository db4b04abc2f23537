export function Header() {
  return <header className="border-b" />;
}
