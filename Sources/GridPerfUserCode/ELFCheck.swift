import Foundation
import GridPerfCore
import GridPerfModel

/// Checks a plugin library's ELF header before `dlopen` maps it: `dlopen` trusts the file,
/// and a truncated library (a segment that ends past the end of the file) kills the process
/// with SIGBUS the moment the loader touches it. Refused here instead, with one line:
/// not ELF, the wrong class, byte order or machine, not a shared object, or truncated.
enum ELFCheck {
    /// This process's machine (`e_machine`): x86-64 or AArch64.
    #if arch(x86_64)
        static let machine: UInt16 = 62
        static let machineName = "x86-64"
    #elseif arch(arm64)
        static let machine: UInt16 = 183
        static let machineName = "AArch64"
    #else
        static let machine: UInt16 = 0
        static let machineName = "this machine"
    #endif

    /// Bytes read first: the ELF header and, in every library a linker writes, the program
    /// headers right after it.
    static let headerBytes = 4096

    /// Throws a one-line problem (without the path) when the file at `path` cannot be a
    /// shared library for this process. Reads the header and program headers only (a second,
    /// longer read where the program headers lie further in). O(headers).
    static func check(path: String) throws {
        var (data, size) = try prefix(path, headerBytes)
        func u8(_ at: Int) -> UInt8 { data[data.startIndex + at] }
        func u16(_ at: Int) -> Int { Int(u8(at)) | Int(u8(at + 1)) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        func u64(_ at: Int) -> UInt64 { UInt64(u32(at)) | UInt64(u32(at + 4)) << 32 }
        func fits(_ offset: UInt64, _ length: UInt64) -> Bool {
            let (end, overflow) = offset.addingReportingOverflow(length)
            return !overflow && end <= UInt64(size)
        }
        guard data.count >= 64, u8(0) == 0x7F, u8(1) == 0x45, u8(2) == 0x4C, u8(3) == 0x46 else {
            throw GridPerfError("not a shared library (no ELF header)")
        }
        guard u8(4) == 2 else { throw GridPerfError("a 32-bit ELF file; this gridperf loads 64-bit libraries") }
        guard u8(5) == 1 else { throw GridPerfError("a big-endian ELF file; this machine is little-endian") }
        guard u16(16) == 3 else {
            throw GridPerfError("an ELF file that is not a shared library (type \(u16(16)); build it with -shared)")
        }
        guard u16(18) == Int(machine) else {
            throw GridPerfError("built for another machine (ELF machine \(u16(18))); this is \(machineName)")
        }
        let phoff = u64(32), shoff = u64(40)
        let phentsize = u16(54), phnum = u16(56), shentsize = u16(58), shnum = u16(60)
        guard phentsize >= 56, phnum > 0, fits(phoff, UInt64(phentsize * phnum)) else {
            throw GridPerfError("truncated or damaged (the program headers lie outside the file's \(size) bytes)")
        }
        let headersEnd = Int(phoff) + phentsize * phnum  // within the file's size, checked above
        if headersEnd > data.count { (data, size) = try prefix(path, headersEnd) }
        guard data.count >= headersEnd else { throw GridPerfError("truncated (it changed while being read)") }
        if shnum > 0, !fits(shoff, UInt64(shentsize * shnum)) {
            throw GridPerfError("truncated (the section headers end past the file's \(size) bytes)")
        }
        for k in 0..<phnum {
            let at = Int(phoff) + k * phentsize
            guard u32(at) == 1 else { continue }  // PT_LOAD
            let offset = u64(at + 8), fileSize = u64(at + 32)
            guard fits(offset, fileSize) else {
                throw GridPerfError("truncated (a loadable segment ends past the file's \(size) bytes)")
            }
        }
    }

    /// The first `count` bytes of `path` and its size; errors without the path (the caller
    /// names it).
    private static func prefix(_ path: String, _ count: Int) throws -> (Data, Int) {
        do { return try InputFile.prefix(path, count: count) } catch let e as GridPerfError {
            throw GridPerfError(e.message.replacingOccurrences(of: "\(path): ", with: ""))
        }
    }
}
