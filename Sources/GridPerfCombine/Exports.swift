// Combine's publishers, subjects, operators and schedulers, from OpenCombine (a well-kept
// reimplementation of Apple's Combine): `PassthroughSubject`, `CurrentValueSubject`, `Just`,
// `sink`, `assign`, `map`, `debounce`, `receive(on: DispatchQueue.main)`, `RunLoop.main`,
// `Timer.publish(every:on:in:)`, `NotificationCenter.default.publisher(for:)`, `AnyCancellable`.
// `ObservableObject` and `@Published` are gridperf's (ObservableObject.swift), which shadow
// OpenCombine's for whoever imports this module.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
