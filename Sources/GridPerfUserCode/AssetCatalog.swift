import Foundation
import GridPerfCore
import GridPerfModel

/// `--assets Path/Assets.xcassets`: the point size of each named image of an app's asset catalog,
/// for `Image("name")` in a `--view`'s code (without one, a named image is 20 × 20 points,
/// docs/SPEC-FORMAT.md).
///
/// The catalog's format (Apple's "Asset Catalog Format Reference"): an image set is a folder
/// `Name.imageset` whose `Contents.json` lists its files under `"images"`, each with a `"scale"`
/// (`"1x"`, `"2x"`, `"3x"`) and a `"filename"`; a folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes its images' names with its own (`Folder/Name`). An image
/// is `pixels ÷ scale` points: gridperf lays out a 3× iPhone (`displayScale` 3), which shows the
/// 3× file, else the largest scale the set has. PNG and JPEG files are read (their headers only);
/// a set with neither (a PDF or an SVG) keeps the default size, and ``load(_:)`` names it.
package enum AssetCatalog {
    /// The most entries walked in a catalog: far above a real app's (a hostile path such as `/`
    /// stops with an error).
    package static let maximumEntries = 200_000

    /// The sizes of the catalog's images by name, the sets whose size could not be read, and the
    /// names of its colour sets (`Name.colorset`, for ``AppFolder``'s generated symbols).
    /// - Complexity: O(entries in the catalog), each image's header read once.
    package static func load(_ path: String) throws -> (sizes: [String: Size], unsized: [String], colors: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GridPerfError("--assets \(path): expected an asset catalog folder (Assets.xcassets)")
        }
        var sizes: [String: Size] = [:]
        var unsized: [String] = []
        var colors: [String] = []
        var walked = 0
        func walk(_ folder: String, prefix: String) throws {
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            walked += entries.count
            guard walked <= maximumEntries else {
                throw GridPerfError("--assets \(path): more than \(maximumEntries) entries: not an app's asset catalog")
            }
            for entry in entries {
                let child = "\(folder)/\(entry)"
                var childIsFolder: ObjCBool = false
                // Links are not followed: a catalog is a tree of folders.
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) == nil,
                    FileManager.default.fileExists(atPath: child, isDirectory: &childIsFolder), childIsFolder.boolValue
                else { continue }
                if entry.hasSuffix(".imageset") {
                    let name = prefix + String(entry.dropLast(".imageset".count))
                    if let size = try imageSetSize(child) { sizes[name] = size } else { unsized.append(name) }
                } else if entry.hasSuffix(".colorset") {
                    colors.append(prefix + String(entry.dropLast(".colorset".count)))
                } else {
                    let contents = try? contentsJSON(child)
                    let properties = contents?.objectValue?["properties"]?.objectValue
                    let namespace = properties?["provides-namespace"]?.boolValue == true
                    try walk(child, prefix: namespace ? "\(prefix)\(entry)/" : prefix)
                }
            }
        }
        try walk(path, prefix: "")
        return (sizes, unsized, colors)
    }

    /// The point size of the image set at `folder`: its 3× file's, else its largest scale's;
    /// `nil` when no listed file is a PNG or a JPEG.
    static func imageSetSize(_ folder: String) throws -> Size? {
        guard let images = try contentsJSON(folder)?.objectValue?["images"]?.arrayValue else { return nil }
        var candidates: [(scale: Double, file: String)] = []
        for image in images.compactMap(\.objectValue) {
            guard let file = image["filename"]?.stringValue, !file.contains("/") else { continue }
            let scale = image["scale"]?.stringValue.flatMap { Double($0.dropLast()) } ?? 1
            guard scale.isFinite, scale >= 1, scale <= 3 else { continue }
            candidates.append((scale, file))
        }
        for (scale, file) in candidates.sorted(by: { a, b in a.scale == 3 || (b.scale != 3 && a.scale > b.scale) }) {
            guard let pixels = try pixelSize("\(folder)/\(file)") else { continue }
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
        return nil
    }

    /// A folder's `Contents.json`, if it has one that parses.
    static func contentsJSON(_ folder: String) throws -> JSONValue? {
        let file = "\(folder)/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        try requireRegularFile(file)
        return try JSONValue.parse(try InputFile.read(file, limit: 1 << 20), what: file)
    }

    /// Refuses anything but a regular file (a FIFO would block the read for ever, a device never
    /// end), without following a link.
    static func requireRegularFile(_ path: String) throws {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else { throw GridPerfError("--assets \(path): not a regular file") }
    }

    /// The most of an image file read for its size: a JPEG's metadata segments (EXIF, XMP, a
    /// thumbnail, each up to 64 KiB) come before its size, and a camera's can fill several.
    static let headerBytes = 1 << 20

    /// The pixel size a PNG or JPEG file's header states; `nil` for another format, and for a
    /// JPEG whose size is not in its first ``headerBytes`` (an app's image set is then unsized —
    /// the default size, with a warning — rather than the whole app refused).
    /// - Complexity: O(the header), at most ``headerBytes`` read.
    static func pixelSize(_ path: String) throws -> Size? {
        try requireRegularFile(path)
        let bytes = [UInt8](try InputFile.prefix(path, count: headerBytes).data)
        func be(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk's width and height (big-endian) at 16 and 20.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard let w = be(16, 4), let h = be(20, 4), w > 0, h > 0 else {
                throw GridPerfError("--assets \(path): a PNG without a readable IHDR")
            }
            return Size(width: Double(w), height: Double(h))
        }
        // JPEG: the segments after SOI until a start-of-frame (SOF0…SOF15 but DHT, JPG, DAC),
        // whose height and width follow its length and precision.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while let marker = be(i, 2), marker >> 8 == 0xFF, let length = be(i + 2, 2), length >= 2 {
            let kind = marker & 0xFF
            if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
                guard let h = be(i + 5, 2), let w = be(i + 7, 2), w > 0, h > 0 else { break }
                return Size(width: Double(w), height: Double(h))
            }
            i += 2 + length
        }
        return nil
    }

    /// The sizes as the `--view` library receives them (``SwiftUI/ViewScene``'s `images`): a
    /// JSON object of `[width, height]` by name, base64-encoded so that any name survives being
    /// written into Swift source.
    package static func encoded(_ sizes: [String: Size]) -> String {
        let object = JSONValue.object(
            sizes.mapValues { .array([.number($0.width), .number($0.height)]) })
        return Data(object.compactJSON().utf8).base64EncodedString()
    }
}
