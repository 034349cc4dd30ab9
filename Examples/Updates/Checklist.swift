import SwiftUI

// A checklist in a custom `Layout` that keeps every row's height in its cache: one task ticked
// runs one row's body, and SwiftUI then calls the layout's `updateCache` once — which measures
// every row again: the change costs O(n) measure calls although one row changed (Apple's
// documentation of `Layout.updateCache(_:subviews:)`: "SwiftUI calls this method … when any
// subview changes"). `gridperf run --source Examples/Updates/Checklist.swift
// --setup 'let list = Checklist(count: $items)' --view 'ChecklistView(list: list)'
// --update 'list.tasks[$step % $items].isDone.toggle()' --items 100,1000`.

/// A column that caches its subviews' heights, made and updated whole.
struct CachedColumn: Layout {
    var spacing: CGFloat = 4

    struct Cache {
        var heights: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let gaps = spacing * CGFloat(max(0, subviews.count - 1))
        return CGSize(width: proposal.width ?? 0, height: cache.heights.reduce(0, +) + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let height = cache.heights[index]
            subview.place(
                at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: height))
            y += height + spacing
        }
    }
}

@Observable final class ChecklistTask: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int) {
        self.id = id
        title = "Task \(id)"
    }
}

@Observable final class Checklist {
    var tasks: [ChecklistTask]
    init(count: Int) { tasks = (0..<count).map(ChecklistTask.init(id:)) }
}

struct ChecklistView: View {
    let list: Checklist
    var body: some View {
        ScrollView {
            CachedColumn {
                ForEach(list.tasks) { task in TaskRow(task: task) }
            }
        }
    }
}

struct TaskRow: View {
    let task: ChecklistTask
    var body: some View {
        HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            Text(task.title)
            Spacer()
        }
    }
}
