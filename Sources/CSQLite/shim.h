// The system SQLite (Debian's libsqlite3-dev), for gridperf's history (`reports/history.sqlite`).
#include <sqlite3.h>
