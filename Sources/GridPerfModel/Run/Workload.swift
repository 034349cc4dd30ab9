import Foundation
import GridPerfCore

/// What one benchmark case lays out: a plugin with its parameters, a container width, and
/// `count` items drawn from `itemsModel` with `seed`, run as `scenario`.
///
/// Its ``identity`` (every field, canonically written) is how reports are matched across
/// commits, so renaming a display label can never break a comparison.
public struct Workload: Hashable, Sendable, Codable {
    public var layout: String
    /// The plugin's parameters as a JSON object (canonical, sorted keys when written).
    public var parameters: JSONValue
    public var width: Double
    public var count: Int
    public var itemsModel: Items
    public var seed: UInt64
    public var scenario: Scenario
    /// The scroll view's size for scroll scenarios (`nil` for `full`): its width is the
    /// container's width.
    public var viewport: Size?
    /// The scroll distance per step (`nil` for `full`).
    public var step: Double?
    /// Items per lazy-grid section, each section with a header (`nil`: no sections).
    public var sectionSize: Int?
    /// How far beyond the viewport, on each side, a lazy layout realises (prefetching);
    /// `nil`: 0.
    public var prefetch: Double?
    /// A scene file to lay out instead of generated items (`run --spec`): its absolute path,
    /// read again wherever the case runs (a child process too).
    public var spec: String?
    /// The FNV-1a hash of the scene file's bytes, in hex: part of the identity, so that a
    /// case matches across commits exactly when the scene is the same.
    public var specDigest: String?
    /// A tree item every generated item is a copy of (`run --item-template`): its absolute path,
    /// read again wherever the case runs; `nil`: items drawn from ``itemsModel``.
    public var template: String?
    /// The FNV-1a hash of the template file's bytes, in hex: part of the identity.
    public var templateDigest: String?
    /// The proposal's height (`nil`: unspecified, as for generated items).
    public var height: Double?
    /// True when the proposal's width is unspecified (a scene proposing `(nil, h)`, as a
    /// LazyHGrid's); `width` is then only shown.
    public var unspecifiedWidth: Bool?
    /// The parameters as their plugin abbreviates them (`columns=flexible,adaptive(160)`),
    /// set by ``PluginRegistry/label(_:)``; not part of the identity.
    public var parametersLabel: String?
    /// Frames a second at which an animated layout's change is played (`--fps`, with a `--source`
    /// layout given `--animate-to`); `nil`: 60 for an animated layout, none otherwise.
    public var fps: Int?

    /// The container width unless told: an iPhone's portrait width in points.
    public static let defaultWidth = 390.0
    /// The seed items are drawn with unless told.
    public static let defaultSeed: UInt64 = 42

    public init(
        layout: String, parameters: JSONValue = .object([:]), width: Double = defaultWidth, count: Int,
        itemsModel: ItemDistribution = .default, seed: UInt64 = defaultSeed, scenario: Scenario = .full,
        viewport: Size? = nil, step: Double? = nil, sectionSize: Int? = nil, prefetch: Double? = nil
    ) {
        self.sectionSize = sectionSize
        self.prefetch = prefetch
        self.viewport = viewport
        self.step = step
        self.layout = layout
        self.parameters = parameters
        self.width = width
        self.count = count
        self.itemsModel = .drawn(itemsModel)
        self.seed = seed
        self.scenario = scenario
    }

    /// What a full pass proposes: `(width, nil)` for generated items, the scene's proposal
    /// for a scene file.
    public var proposal: ProposedSize {
        ProposedSize(width: unspecifiedWidth == true ? nil : width, height: height)
    }

    /// The scene file's name, for labels.
    public var specName: String? { spec.map { String($0.split(separator: "/").last ?? Substring($0)) } }

    /// The item template's file name, for labels.
    public var templateName: String? { template.map { String($0.split(separator: "/").last ?? Substring($0)) } }

    /// The identity without the item count: what the cases of one sweep share (the group of
    /// their ``ScalingFit``).
    public var sweepIdentity: String {
        var w = self
        w.count = 0
        return w.identity
    }

    /// Every field, canonically: the key reports are matched by.
    public var identity: String {
        if let specName, let specDigest {
            var text = "spec=\(specName) digest=\(specDigest) layout=\(layout) scenario=\(scenario.rawValue)"
            if let viewport { text += " viewport=\(formatPoints(viewport.width))x\(formatPoints(viewport.height))" }
            if let step { text += " step=\(formatPoints(step))" }
            if let prefetch { text += " prefetch=\(formatPoints(prefetch))" }
            return text
        }
        var text =
            "layout=\(layout) parameters=\(parameters.jsonText()) width=\(formatPoints(width)) count=\(count) items=\(itemsModel) seed=\(seed) scenario=\(scenario.rawValue)"
        if let viewport { text += " viewport=\(formatPoints(viewport.width))x\(formatPoints(viewport.height))" }
        if let step { text += " step=\(formatPoints(step))" }
        if let sectionSize { text += " sections=\(sectionSize)" }
        if let prefetch { text += " prefetch=\(formatPoints(prefetch))" }
        if let templateName, let templateDigest { text += " template=\(templateName) digest=\(templateDigest)" }
        if let fps { text += " fps=\(fps)" }
        return text
    }

    /// A short label for tables (`waterfall columns=4 n=50000`): the layout, its parameters,
    /// then the width, item model, seed and scenario where they differ from the defaults.
    ///
    /// Parameters are written as their plugin abbreviates them (``LayoutPlugin/abbreviation(ofParameter:value:)``):
    /// ``parametersLabel``, set when the workload is made through a registry (and by the registry
    /// when it loads a report from before the field existed); without it, each as compact JSON.
    public var label: String {
        var parts = [layout]
        if let specName {
            parts.append("spec=\(specName)")
            if scenario != .full { parts.append("scenario=\(scenario.rawValue)") }
            parts.append("n=\(count)")
            return parts.joined(separator: " ")
        }
        let parametersText = parametersLabel ?? Self.parametersText(parameters)
        if !parametersText.isEmpty { parts.append(parametersText) }
        if width != Self.defaultWidth { parts.append("width=\(formatPoints(width))") }
        if let templateName {
            parts.append("template=\(templateName)")
        } else if itemsModel != .drawn(.default) {
            parts.append("items=\(itemsModel)")
        }
        if seed != Self.defaultSeed { parts.append("seed=\(seed)") }
        if scenario != .full { parts.append("scenario=\(scenario.rawValue)") }
        if let sectionSize { parts.append("sections=\(sectionSize)") }
        if let prefetch { parts.append("prefetch=\(formatPoints(prefetch))") }
        if let fps { parts.append("fps=\(fps)") }
        parts.append("n=\(count)")
        return parts.joined(separator: " ")
    }
}

extension JSONValue {
    /// A short rendering for labels: numbers without `.0`, strings bare, others as JSON.
    public var compactText: String {
        switch self {
        case let .number(v): formatPoints(v)
        case let .string(s): s
        default: jsonText()
        }
    }
}

extension Workload {
    /// `key=value` for each parameter, sorted by key, each value as `abbreviation` writes it, or as
    /// compact JSON where it gives `nil` (always, without a plugin: a workload no registry labelled).
    /// O(parameters).
    package static func parametersText(
        _ parameters: JSONValue, abbreviation: (_ key: String, _ value: JSONValue) -> String? = { _, _ in nil }
    ) -> String {
        guard case let .object(o) = parameters else { return "" }
        return o.keys.sorted().map { key in "\(key)=\(abbreviation(key, o[key]!) ?? o[key]!.compactText)" }
            .joined(separator: " ")
    }
}
