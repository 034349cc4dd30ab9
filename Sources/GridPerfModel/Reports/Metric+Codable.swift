/// How a metric is stored in `results.json` (format 2). Long sample lists, such as a scroll
/// run's tens of thousands of steps, are written as a table of their distinct values plus one
/// or two characters per sample indexing it, about a tenth of the plain size
/// (docs/PERFORMANCE.md#compact-samples). Order and exact values are kept: rounds, Mann–Whitney
/// and the tail test read the samples as before. Short lists are written plainly, and format-1 reports
/// (plain `samples` only) still read.
extension Metric {
    enum CodingKeys: String, CodingKey {
        case name, unit, deterministic, statistics, samples, unavailable, sampleValues, sampleIndexes
    }

    /// Lists shorter than this are written plainly (a table would not pay).
    static let indexedFrom = 256
    /// The index alphabet: 64 characters that need no escaping in JSON.
    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(unit, forKey: .unit)
        try c.encode(deterministic, forKey: .deterministic)
        try c.encodeIfPresent(statistics, forKey: .statistics)
        try c.encodeIfPresent(unavailable, forKey: .unavailable)
        guard let samples else { return }
        if samples.count >= Self.indexedFrom, let (values, indexes) = Self.indexed(samples) {
            try c.encode(values, forKey: .sampleValues)
            try c.encode(indexes, forKey: .sampleIndexes)
        } else {
            try c.encode(samples, forKey: .samples)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        unit = try c.decode(String.self, forKey: .unit)
        deterministic = try c.decode(Bool.self, forKey: .deterministic)
        statistics = try c.decodeIfPresent(Statistics.self, forKey: .statistics)
        unavailable = try c.decodeIfPresent(String.self, forKey: .unavailable)
        if let values = try c.decodeIfPresent([Double].self, forKey: .sampleValues) {
            let indexes = try c.decode(String.self, forKey: .sampleIndexes)
            guard let samples = Self.expand(values: values, indexes: indexes) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .sampleIndexes, in: c,
                    debugDescription: "indexes do not fit the value table")
            }
            self.samples = samples
        } else {
            samples = try c.decodeIfPresent([Double].self, forKey: .samples)
        }
    }

    /// The distinct values (in order of first appearance) and one index per sample: one
    /// character each for up to 64 values, two for up to 4,096, three for up to 262,144;
    /// `nil` beyond, or for a non-finite sample. O(n).
    static func indexed(_ samples: [Double]) -> (values: [Double], indexes: String)? {
        var table: [Double] = []
        var position: [Double: Int] = [:]
        var codes: [Int] = []
        codes.reserveCapacity(samples.count)
        for s in samples {
            guard s.isFinite else { return nil }
            if let k = position[s] {
                codes.append(k)
            } else {
                guard table.count < 262_144 else { return nil }
                position[s] = table.count
                codes.append(table.count)
                table.append(s)
            }
        }
        let width = indexWidth(table.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(codes.count * width)
        for k in codes {
            if width == 3 { bytes.append(digits[k / 4096]) }
            if width >= 2 { bytes.append(digits[k / 64 % 64]) }
            bytes.append(digits[k % 64])
        }
        return (table, String(decoding: bytes, as: UTF8.self))
    }

    /// Characters per index for a table of `count` values.
    static func indexWidth(_ count: Int) -> Int { count <= 64 ? 1 : count <= 4096 ? 2 : 3 }

    /// The samples `indexed` wrote; `nil` when the indexes do not fit the table. O(n).
    static func expand(values: [Double], indexes: String) -> [Double]? {
        var lookup = [Int](repeating: -1, count: 256)
        for (k, d) in digits.enumerated() { lookup[Int(d)] = k }
        let width = indexWidth(values.count)
        let bytes = Array(indexes.utf8)
        guard bytes.count % width == 0 else { return nil }
        var samples: [Double] = []
        samples.reserveCapacity(bytes.count / width)
        var i = 0
        while i < bytes.count {
            var k = 0
            for j in 0..<width {
                let d = lookup[Int(bytes[i + j])]
                guard d >= 0 else { return nil }
                k = k * 64 + d
            }
            guard k < values.count else { return nil }
            samples.append(values[k])
            i += width
        }
        return samples
    }
}
