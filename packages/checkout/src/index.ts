// Public API of checkout: filled in by its issue.
export {};
