import GridPerfCore

extension Workload {
    /// Where a workload's items come from: drawn from a distribution, or a scene file's own.
    ///
    /// Reports write it as text, as `--items-model` takes it (`flexible:50-300`, `mix`), or
    /// `scene`.
    public enum Items: Hashable, Sendable, CustomStringConvertible, Codable {
        case drawn(ItemDistribution)
        /// The items of the scene file ``Workload/spec`` names.
        case scene

        public var description: String {
            switch self {
            case let .drawn(distribution): distribution.description
            case .scene: "scene"
            }
        }

        /// The distribution named by `text` (an item model, or `scene`); errors say what was
        /// expected.
        public init(parsing text: String) throws {
            self = text == "scene" ? .scene : .drawn(try ItemDistribution(parsing: text))
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            do {
                self = try Items(parsing: text)
            } catch let error as GridPerfError {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "items model: \(error.message)")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
