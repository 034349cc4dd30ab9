/* A shared library that is not a gridperf plugin (no entry points). */
int something_else(void) { return 42; }
