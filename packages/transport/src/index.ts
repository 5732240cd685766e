// Public API of transport: filled in by its issue.
export {};
