// Public API of pricing: filled in by its issue.
export {};
