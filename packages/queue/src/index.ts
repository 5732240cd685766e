// Public API of queue: filled in by its issue.
export {};
