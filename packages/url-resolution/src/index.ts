// Public API of url-resolution: filled in by its issue.
export {};
