// Public API of cart-merge: filled in by its issue.
export {};
