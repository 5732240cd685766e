// Public API of listing: filled in by its issue.
export {};
