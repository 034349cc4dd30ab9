/// This gridperf's version, for `gridperf --version`: raised when a release changes what the
/// tool measures or writes (the report format has its own number, `RunReport.currentFormatVersion`).
package enum GridPerfVersion {
    package static let number = "0.7.0"
}
