// Public API of formatting: filled in by its issue.
export {};
