import Foundation
import GridPerfCore
import GridPerfHarness

/// libFuzzer's entry point: one input is one scene file's bytes.
///
/// Every input must end in one of two ways: a `GridPerfError` (a bad scene, reported as one
/// line) or a result whose size and frames are finite, which every output format (JSON, text,
/// SVG) writes and whose JSON reads back. Anything else — a trap, a sanitizer report, an
/// error of another type, a non-finite number, an unreadable output — is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let result: LayoutResult
    do {
        let spec = try LayoutSpec.parse(data, source: "fuzz.json")
        result = try LayoutResult.compute(spec)
    } catch let error as GridPerfError {
        check(!error.message.contains("\n"), "a multi-line error: \(error.message)")
        return 0
    } catch {
        fatalError("not a GridPerfError: \(error)")
    }
    check(result.size.width.isFinite && result.size.height.isFinite, "non-finite size \(result.size)")
    for (i, f) in result.frames.enumerated() {
        check(
            f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite,
            "non-finite frame \(i): \(f)")
    }
    let json = result.json
    _ = result.text
    _ = result.svg()
    do {
        _ = try JSONValue.parse(Data(json.utf8), what: "output")
    } catch {
        fatalError("the JSON output does not read back: \(error)")
    }
    return 0
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// libFuzzer's own driver, started from the entry point SwiftPM gives an executable target
/// (it renames `main` to `<module>_main` so that tests can link executables).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("scene_fuzzer_main")
public func sceneFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv, fuzzScene)
}
