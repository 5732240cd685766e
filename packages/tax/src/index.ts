// Public API of tax: filled in by its issue.
export {};
