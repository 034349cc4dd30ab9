import Foundation

// Localized strings outside a `Text`: Foundation's `String(localized:)` and
// `LocalizedStringResource` exist on Apple's platforms only. gridperf reads no string catalog
// (`Localizable.xcstrings`) when it lays out, so a localized string is its key, interpolations
// written in — what SwiftUI shows for a key its catalog has no entry for, and what a `Text` of a
// `LocalizedStringKey` already lays out here.

extension String {
    /// A localizable string's key and value, as Foundation's `String.LocalizationValue`.
    ///
    /// Approximated: the difference from SwiftUI is stated above.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        let key: String
        /// Makes a `String.LocalizationValue`. Approximated: see `String.LocalizationValue`.
        public init(_ value: String) { key = value }
        /// Makes a `String.LocalizationValue`. Approximated: see `String.LocalizationValue`.
        public init(stringLiteral value: String) { key = value }
        /// Makes a `String.LocalizationValue`. Approximated: see `String.LocalizationValue`.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
    }

    /// `String(localized: "common.retry")`: the key (see the file's comment).
    ///
    /// Approximated: see `String`.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { self = keyAndValue.key }

    /// `String(localized: "key", defaultValue: "Retry")`: the default value, as shown when the
    /// catalog has no entry for the key.
    ///
    /// Approximated: see `String`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { self = defaultValue.key }

    /// A string resource resolved: its key.
    ///
    /// Approximated: see `String`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// A localizable string to look up later, as Foundation's `LocalizedStringResource`: its key.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String
    /// Makes a `LocalizedStringResource`. Approximated: see `LocalizedStringResource`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
        key = keyAndValue.key
    }
    /// Makes a `LocalizedStringResource`. Approximated: see `LocalizedStringResource`.
    public init(stringLiteral value: String) { key = value }
    /// Makes a `LocalizedStringResource`. Approximated: see `LocalizedStringResource`.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
    /// `LocalizedStringResource`'s `==(_:_:)`. Approximated: see `LocalizedStringResource`.
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    /// `LocalizedStringResource`'s `hash(into:)`. Approximated: see `LocalizedStringResource`.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Text {
    /// A string resource's text: its key (see the file's comment). Disfavoured, so that a string
    /// literal stays a `LocalizedStringKey`.
    ///
    /// Laid out as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}
