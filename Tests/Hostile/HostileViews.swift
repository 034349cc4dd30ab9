// Views that misbehave, for ViewChildTests: each must end gridperf's command with one line
// naming the view and the cause, exit 1, in bounded time and memory — never take it down.
import Foundation
import SwiftUI

/// A body that contains the view itself.
struct Recursive: View {
    var body: some View {
        VStack {
            Text("x")
            Recursive()
        }
    }
}

/// An eager `ForEach` over a billion elements.
struct Billion: View {
    var body: some View { VStack { ForEach(0..<1_000_000_000, id: \.self) { i in Text("\(i)") } } }
}

/// A body that never returns (with a side effect, so that the optimiser keeps the loop).
struct Forever: View {
    var body: some View {
        while Date().timeIntervalSince1970 > 0 { usleep(1000) }
        return Text("never")
    }
}

/// A body that stops the program.
struct Boom: View {
    var body: some View { fatalError("boom") }
}

/// A body that exits.
struct Quits: View {
    var body: some View { exit(0) }
}

/// A body that prints.
struct Chatty: View {
    var body: some View {
        print("hello from the body")
        return Text("chatty")
    }
}

/// A frame of a width that is not a number.
struct NaNFrame: View {
    var body: some View { Text("x").frame(width: .nan) }
}

/// Infinite padding.
struct EndlessPadding: View {
    var body: some View { Text("x").padding(.infinity) }
}

/// A lazy `ForEach` whose elements print as they are made, while the scene is laid out.
struct ChattyLazy: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<50, id: \.self) { i in
                    let _ = print("element \(i)")
                    Text("row \(i)")
                }
            }
        }
    }
}

/// A body that prints without end: to standard output, and to standard error through a file.
struct Spammer: View {
    var body: some View {
        var line = 0
        while Date().timeIntervalSince1970 > 0 {
            print("line \(line) of a body that never stops printing")
            line += 1
        }
        return Text("never")
    }
}

/// The same on standard error.
struct ErrorSpammer: View {
    var body: some View {
        var line = 0
        while Date().timeIntervalSince1970 > 0 {
            FileHandle.standardError.write(Data("line \(line) of a body that never stops writing\n".utf8))
            line += 1
        }
        return Text("never")
    }
}
