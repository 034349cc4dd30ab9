import Foundation
import GridPerfCore
import GridPerfModel

extension ReportWriter {
    /// Writes `report` as `root/<runID>/results.{csv,md,json,html}`, creating `root` if missing
    /// (``prepare(root:)`` checked it before the run); returns the directory. `thumbnails`
    /// (SVG markup by case id) go into the HTML.
    @discardableResult
    package static func write(
        _ report: RunReport, formats: [ReportFormat], root: String,
        thumbnails: [String: String] = [:]
    ) throws -> String {
        var files: [(String, Data)] = []
        for format in formats {
            switch format {
            case .csv: files.append((format.fileName, Data(report.csv.utf8)))
            case .md: files.append((format.fileName, Data(report.markdown.utf8)))
            case .json: files.append((format.fileName, try report.jsonData()))
            case .html: files.append((format.fileName, Data(report.html(thumbnails: thumbnails).utf8)))
            }
        }
        return try writeDirectory(files, root: root, name: report.runID)
    }
}
