import GridPerfCore

/// What the SwiftUI proxies read besides gridperf's storage: the scene's attributes (spacing,
/// priority, layout values by key name), values registered from Swift, and the typed value
/// columns derived from both. One per adapted layout; the proxies point at it unretained (the
/// adapter keeps it alive while the layout call runs).
///
/// Its stored properties are `@exclusivity(unchecked)`: a context belongs to one adapted layout,
/// written only by `rebind(_:count:)` and the columns it derives, read from one thread during a
/// layout call; a dynamic exclusivity check cost 76 instructions a read or write, 16% of a poster
/// card's first layout (docs/PERFORMANCE.md#context-reads).
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public final class SubviewContext {
    @exclusivity(unchecked) @usableFromInline var table: SubviewAttributeTable?
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// Values set from Swift, by key type: a function of the item's index and its scene value.
    @usableFromInline let providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any]
    /// Typed value columns, by key type (``ValueColumn``).
    @exclusivity(unchecked) var columns: [ObjectIdentifier: AnyObject] = [:]
    @exclusivity(unchecked) var warned: Set<ObjectIdentifier> = []
    /// The subviews the layout's last `placeSubviews` left unplaced, when it left some (``Unplaced``):
    /// nil for a layout that places them all, which pays for the check no more than a count.
    @exclusivity(unchecked) @usableFromInline var unplaced: Unplaced?

    /// What a layout that leaves subviews unplaced left in its last pass: made only for such a
    /// layout, so that the context of one that places them all grows by a reference alone.
    @usableFromInline final class Unplaced {
        var count = 0
        var first = 0
    }

    init(providers: [ObjectIdentifier: @Sendable (Int, JSONValue?) -> Any] = [:]) {
        self.providers = providers
    }

    /// `body` applied to the context behind a proxy's unretained reference, without retaining
    /// it: the adapter that made the proxy keeps the context alive while the layout call runs.
    /// A retain and a release per read cost more than the read (docs/PERFORMANCE.md#context-reads).
    @inlinable @inline(__always)
    static func read<T>(_ context: Unmanaged<SubviewContext>, _ body: (SubviewContext) -> T) -> T {
        context._withUnsafeGuaranteedRef(body)
    }

    /// Points the context at `subviews`' attributes; the derived columns are dropped when they
    /// changed. O(1).
    @inlinable
    func bind(_ subviews: GridPerfCore.LayoutSubviews) {
        let table = subviews.attributes
        if table !== self.table || subviews.endIndex != count { rebind(table, count: subviews.endIndex) }
    }

    @usableFromInline
    func rebind(_ table: SubviewAttributeTable?, count: Int) {
        self.table = table
        self.count = count
        // The table's columns are read through it, not copied out: a fresh container's first
        // binding took three copies (a retain each, a release at the next), 100 instructions of a
        // poster card's first layout (docs/PERFORMANCE.md#context-columns-read). Nothing derived
        // yet to drop: no empty dictionaries made.
        if !guideColumns.isEmpty { guideColumns = [:] }
        if !columns.isEmpty { columns = [:] }
    }

    /// Whether a bound item sets an explicit alignment guide. O(1).
    @inlinable var hasGuides: Bool { table?.attributes.guides != nil }
    /// The values of one guide by item index, by the guide's identity.
    @exclusivity(unchecked) var guideColumns: [ObjectIdentifier: [AlignmentGuideValue?]?] = [:]

    /// The explicit values of guide `id` on `axis`, by item index; `nil` when no item sets it.
    /// O(n) the first time for a binding, O(1) after.
    @usableFromInline
    func explicitGuides(_ id: any AlignmentID.Type, axis: GridPerfCore.Axis) -> [AlignmentGuideValue?]? {
        let key = ObjectIdentifier(id)
        if let column = guideColumns[key] { return column }
        let name = GuideName.of(id, axis: axis)
        var any = false
        let guides = table?.attributes.guides
        let column = (0..<count).map { i -> AlignmentGuideValue? in
            guard let guides, i < guides.count, let g = guides[i]?.explicit(name, axis: axis) else { return nil }
            any = true
            return g
        }
        guideColumns[key] = .some(any ? column : nil)
        return any ? column : nil
    }

    /// Item `index`'s explicit guides (`nil`: it sets none). O(1).
    @inlinable
    func explicitGuides(at index: Int) -> [AlignmentGuideValue]? {
        guard let guides = table?.attributes.guides, index < guides.count else { return nil }
        return guides[index]
    }

    /// Whether a bound item states a spacing preference. O(1).
    @inlinable var hasSpacings: Bool { table?.attributes.spacing != nil }
    /// Whether a bound item sets a layout priority. O(1).
    @inlinable var hasPriorities: Bool { table?.attributes.priority != nil }

    /// Item `index`'s spacing preferences, read through the table (an element, never a copy of
    /// the attributes). O(1).
    @inlinable
    func spacing(at index: Int) -> ViewSpacing {
        Self.viewSpacing(table?.attributes.spacing?[index] ?? SubviewAttributes.EdgeSpacing.standard)
    }

    /// The spacing a subview states on its edges as SwiftUI's value.
    @inlinable
    static func viewSpacing(_ s: SubviewAttributes.EdgeSpacing) -> ViewSpacing {
        ViewSpacing(
            top: CGFloat(s.top), leading: CGFloat(s.leading), bottom: CGFloat(s.bottom), trailing: CGFloat(s.trailing))
    }

    @inlinable
    func priority(at index: Int) -> Double { table?.attributes.priority?[index] ?? 0 }

    /// `K`'s value for item `index`: the key's default unless the scene or a registration sets it.
    /// O(1) after the key's first read, which converts its column (O(n)).
    @inlinable
    func value<K: LayoutValueKey>(_ key: K.Type, at index: Int) -> K.Value {
        if table == nil && providers.isEmpty { return K.defaultValue }
        return column(K.self).values[index]
    }

    @usableFromInline
    func column<K: LayoutValueKey>(_ key: K.Type) -> ValueColumn<K.Value> {
        let id = ObjectIdentifier(key)
        if let column = columns[id] { return unsafeDowncast(column, to: ValueColumn<K.Value>.self) }
        let name = String(describing: key)
        let scene = table?.attributes.values[name]
        var values: [K.Value] = []
        values.reserveCapacity(count)
        let provider = providers[id]
        for i in 0..<count {
            let json = (scene != nil && i < scene!.count) ? scene![i] : nil
            if let provider {
                values.append(provider(i, json) as! K.Value)
            } else if let json {
                if let v = LayoutValueConversion.convert(json, to: K.Value.self) {
                    values.append(v)
                } else {
                    if !warned.contains(id) {
                        warned.insert(id)
                        printWarning(
                            "items[\(i)].values.\(name): \(json.typeName) cannot be read as \(K.Value.self); the key's default is used (register a value for it from Swift)"
                        )
                    }
                    values.append(K.defaultValue)
                }
            } else {
                values.append(K.defaultValue)
            }
        }
        let column = ValueColumn(values)
        columns[id] = column
        return column
    }

    private func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}

/// One key's values, item by item.
@usableFromInline
final class ValueColumn<Value> {
    @usableFromInline let values: [Value]
    init(_ values: [Value]) { self.values = values }
}

/// Scene JSON to a key's Swift value.
enum LayoutValueConversion {
    static func convert<V>(_ json: JSONValue, to type: V.Type) -> V? {
        if let direct = scalar(json, to: type) { return direct }
        if let raw = type as? any RawRepresentable.Type { return rawRepresentable(json, raw) as? V }
        if case let .string(name) = json, let cases = type as? any CaseIterable.Type {
            return caseNamed(name, cases) as? V
        }
        return nil
    }

    /// The case of an enum without raw values whose name is `name` (`"trailing"` for
    /// `Side.trailing`), when the enum lists its cases (`CaseIterable`).
    private static func caseNamed<C: CaseIterable>(_ name: String, _ type: C.Type) -> C? {
        C.allCases.first { String(describing: $0) == name }
    }

    private static func scalar<V>(_ json: JSONValue, to type: V.Type) -> V? {
        switch json {
        case .null:
            // Only an optional takes null: `Optional<Wrapped>.none` cast to V.
            return (Optional<Int>.none as Any) as? V ?? nilOf(type)
        case let .number(d):
            if let v = Int(exactly: d), let r = v as? V { return r }
            if let r = d as? V { return r }
            if let r = CGFloat(d) as? V { return r }
            if let r = Float(d) as? V { return r }
            if let v = Int(exactly: d), let r = (Int?.some(v)) as? V { return r }
            if let r = (Double?.some(d)) as? V { return r }
            if let r = (CGFloat?.some(CGFloat(d))) as? V { return r }
            return nil
        case let .string(s):
            return s as? V ?? (String?.some(s)) as? V
        case let .bool(b):
            return b as? V ?? (Bool?.some(b)) as? V
        default:
            return nil
        }
    }

    private static func nilOf<V>(_ type: V.Type) -> V? {
        guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
        return optional.init(nilLiteral: ()) as? V
    }

    private static func rawRepresentable<R: RawRepresentable>(_ json: JSONValue, _ type: R.Type) -> R? {
        guard let raw = scalar(json, to: R.RawValue.self) else { return nil }
        return R(rawValue: raw)
    }
}
