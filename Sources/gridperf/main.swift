import ArgumentParser
import Foundation
import GridPerfCore

// Errors about the input (GridPerfError) print one line and exit 1; argument errors go
// through ArgumentParser, which prints the usage and exits 64.
do {
    var command = try GridPerfCommand.parseAsRoot()
    try command.run()
} catch let error as GridPerfError {
    printError(error.message)
    exit(1)
} catch {
    GridPerfCommand.exit(withError: error)
}
