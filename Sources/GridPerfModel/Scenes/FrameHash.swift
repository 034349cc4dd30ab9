import GridPerfCore

/// FNV-1a (64-bit) over the bit patterns of a layout's size and frames: equal hashes mean the
/// layout produced exactly the same output, so a comparison can tell a faster layout from a
/// changed one. O(n).
package enum FrameHash {
    package static func hash(size: Size, frames: UnsafeBufferPointer<Rect>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: Double) {
            var bits = v.bitPattern
            for _ in 0..<8 {
                h ^= bits & 0xff
                h = h &* 0x0000_0100_0000_01B3
                bits >>= 8
            }
        }
        mix(size.width)
        mix(size.height)
        for f in frames {
            mix(f.minX); mix(f.minY); mix(f.width); mix(f.height)
        }
        return h
    }

    /// FNV-1a of a string's UTF-8 bytes. O(bytes).
    package static func hash(of text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// ``hash(of:)`` as 16 hex digits (short ids for case identities).
    package static func hex(of text: String) -> String { hex(hash(of: text)) }

    package static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

extension FrameHash {
    /// The hash of `size` and the storage's frames: every leaf, depth first, in a tree scene.
    package static func hash(size: Size, storage: SubviewStorage) -> UInt64 {
        if storage.viewSlots.isEmpty { return storage.withFrames { hash(size: size, frames: $0) } }
        return storage.leafFrames.withUnsafeBufferPointer { hash(size: size, frames: $0) }
    }
}
