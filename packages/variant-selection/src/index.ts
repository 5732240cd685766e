// Public API of variant-selection: filled in by its issue.
export {};
