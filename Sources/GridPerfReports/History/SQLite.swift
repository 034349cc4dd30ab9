import CSQLite
import Foundation
import GridPerfCore
import GridPerfModel

/// A connection to an SQLite database: the one file that calls SQLite's C API (pointers,
/// statements and their finalisation stay here). Statements are prepared, bound and stepped
/// through ``execute(_:_:)`` and ``query(_:_:row:)``; ``transaction(_:)`` wraps work in
/// `BEGIN IMMEDIATE … COMMIT`, so two processes writing at once take turns (each waits up to
/// the busy timeout for the other) instead of failing or losing a write.
final class SQLiteDatabase {
    /// A value bound to a statement's `?` or read from a column.
    enum Value: Equatable {
        case integer(Int64), real(Double), text(String), null

        var double: Double? {
            switch self {
            case let .integer(v): return Double(v)
            case let .real(v): return v
            default: return nil
            }
        }
        var string: String? { if case let .text(s) = self { return s } else { return nil } }
        var int: Int? { if case let .integer(v) = self { return Int(v) } else { return nil } }
    }

    private var handle: OpaquePointer?
    let path: String

    /// Opens (creating when missing) the database at `path`, never through a symbolic link
    /// (`SQLITE_OPEN_NOFOLLOW`: a link in the output folder must not turn a file elsewhere into
    /// a database). `busyTimeout`: how long a write waits for another process's transaction, in
    /// milliseconds.
    init(path: String, busyTimeout: Int32 = 30_000) throws {
        self.path = path
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw GridPerfError("\(path): cannot open the history database: \(message)")
        }
        sqlite3_busy_timeout(handle, busyTimeout)
    }

    deinit { sqlite3_close(handle) }

    /// Runs one statement with `arguments` bound to its `?`s.
    func execute(_ sql: String, _ arguments: [Value] = []) throws {
        try query(sql, arguments) { _ in }
    }

    /// Runs one statement, calling `row` with each result row's columns.
    func query(_ sql: String, _ arguments: [Value] = [], row: ([Value]) throws -> Void) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw error("cannot prepare") }
        defer { sqlite3_finalize(statement) }
        for (i, argument) in arguments.enumerated() {
            let index = Int32(i + 1)
            let status: Int32
            switch argument {
            case let .integer(v): status = sqlite3_bind_int64(statement, index, v)
            case let .real(v): status = sqlite3_bind_double(statement, index, v)
            case let .text(s): status = sqlite3_bind_text(statement, index, s, -1, Self.transient)
            case .null: status = sqlite3_bind_null(statement, index)
            }
            guard status == SQLITE_OK else { throw error("cannot bind argument \(index)") }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error("cannot run the statement") }
            let columns = sqlite3_column_count(statement)
            var values: [Value] = []
            values.reserveCapacity(Int(columns))
            for c in 0..<columns {
                switch sqlite3_column_type(statement, c) {
                case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(statement, c)))
                case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(statement, c)))
                case SQLITE_TEXT: values.append(.text(String(cString: sqlite3_column_text(statement, c))))
                default: values.append(.null)
                }
            }
            try row(values)
        }
    }

    /// Runs `work` in an immediate transaction: committed when it returns, rolled back when
    /// it throws.
    func transaction<T>(_ work: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try work()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last insert, update or delete.
    var changes: Int { Int(sqlite3_changes(handle)) }

    private func error(_ what: String) -> GridPerfError {
        GridPerfError("\(path): \(what): \(String(cString: sqlite3_errmsg(handle)))")
    }

    /// SQLite copies a bound text before the call returns (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
