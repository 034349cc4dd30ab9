import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// How an ``UpdateScreen`` patches a changed view where it changed, and counts what a layout did.
extension UpdateScreen {
    /// Patches `storage`'s subviews from `old` to `new` (one JSON item a subview); whether any changed.
    func patch(
        _ storage: SubviewStorage, kind: String, old: [JSONValue], new: [JSONValue], registry: PluginRegistry,
        invalidated: inout Int
    ) throws -> Bool {
        var changed = false
        for i in new.indices where old[i] != new[i] {
            changed = true
            // The path is kept only for an animated change (none other allocates it).
            if animatedChange { patchPath.append((storage, i)) }
            defer { if animatedChange { patchPath.removeLast() } }
            if case let .object(o) = old[i], case let .object(n) = new[i], case let .view(node) = storage.model(at: i),
                let patched = try patch(node, old: o, new: n, registry: registry, invalidated: &invalidated)
            {
                if patched { storage.forgetMeasurement(at: i) }
                continue
            }
            let model = try Workload.readTemplate(
                new[i], path: "\(name): a view changed by the update", layout: kind, registry: registry)
            storage.replaceModel(at: i, with: .view(ViewNode.wrapping(model)))
        }
        return changed
    }

    /// Patches `node` from `old` to `new` when only what is inside changed: a container of the
    /// same kind, modifiers and number of subviews, or a scroll view of the same axes around
    /// one. Whether anything inside changed; `nil` when it cannot be patched (made again instead).
    func patch(
        _ node: ViewNode, old: [String: JSONValue], new: [String: JSONValue], registry: PluginRegistry,
        invalidated: inout Int
    ) throws -> Bool? {
        func same(except keys: [String]) -> Bool { Self.same(old, new, except: keys) }
        switch node.content {
        case let .container(child):
            guard old["layout"] != nil, same(except: ["items", "parameters"]),
                case let .array(oldItems)? = old["items"],
                case let .array(newItems)? = new["items"], oldItems.count == newItems.count, child.grouping == nil,
                child.storage.count == newItems.count
            else { return nil }
            // The same layout with new properties (a `Wheel(rotation:)` that follows state): the
            // container keeps its layout's cache and takes the new value.
            let newProperties = old["parameters"] != new["parameters"]
            if newProperties {
                let layout = try registry.makeLayout(named: child.kind, parameters: new["parameters"])
                // Under an animation, the layout's animatable data moves frame by frame from the
                // old value to the new (SwiftUI's interpolation of an `Animatable` layout).
                let move = animatedChange ? child.layout.interpolation(to: layout) : nil
                guard child.changeLayout(to: layout, parameters: new["parameters"]) else { return nil }
                if let move { animatedLayouts.append(AnimatedLayout(container: child, move: move, path: patchPath)) }
            }
            guard
                try patch(
                    child.storage, kind: child.kind, old: oldItems, new: newItems, registry: registry,
                    invalidated: &invalidated) || newProperties
            else { return false }
            child.forgetAnswers()
            child.layout.updateCache(subviews: child.storage.subviews)
            invalidated += 1
            return true
        case let .scrollView(_, _, content):
            guard same(except: ["scrollView"]), case let .object(o)? = old["scrollView"],
                case let .object(n)? = new["scrollView"],
                Self.same(o, n, except: ["content"]),
                case let .object(oldContent)? = o["content"], case let .object(newContent)? = n["content"]
            else { return nil }
            return try patch(content, old: oldContent, new: newContent, registry: registry, invalidated: &invalidated)
        case .leaf, .viewThatFits:
            return nil
        }
    }

    /// Whether `a` and `b` have the same fields but `keys`, compared field by field without
    /// filtered copies of both objects. O(fields × keys).
    static func same(_ a: [String: JSONValue], _ b: [String: JSONValue], except keys: [String]) -> Bool {
        var compared = 0
        for (key, value) in a where !keys.contains(key) {
            guard b[key] == value else { return false }
            compared += 1
        }
        return b.count - keys.reduce(0) { $0 + (b[$1] == nil ? 0 : 1) } == compared
    }

    /// The counters of `storage` and of every container below it. O(views).
    static func totalCounters(_ storage: SubviewStorage) -> LayoutCounters {
        var total = storage.counters
        func add(_ node: ViewNode) {
            switch node.content {
            case .leaf: break
            case let .container(c): total += totalCounters(c.storage)
            case let .scrollView(_, _, content): add(content)
            case let .viewThatFits(_, _, candidates): candidates.forEach(add)
            }
        }
        storage.visitViews(add)
        return total
    }

    /// The indices of two ascending lists, each once, ascending. O(a + b), no hashing.
    static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            let next = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            if i < a.count, a[i] == next { i += 1 }
            if j < b.count, b[j] == next { j += 1 }
            if out.last != next { out.append(next) }
        }
        return out
    }
}
