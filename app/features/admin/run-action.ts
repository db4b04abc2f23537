/** What rows call to run a panel action (one fetcher for the page: a deleted row unmounts). */
export type RunAction = (fields: Record<string, string>) => void;
