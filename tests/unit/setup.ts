// happy-dom has no IntersectionObserver-driven idle time: mount elements at once in unit tests.
export {};
