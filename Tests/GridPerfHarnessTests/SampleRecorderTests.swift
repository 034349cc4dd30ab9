import GridPerfCore
import GridPerfHarness
import Testing

/// What recording a pass's samples costs.
@Suite struct SampleRecorderTests {
    /// Recording a pass's samples allocates nothing (it built a metric name per counter per pass).
    @Test(.enabled(if: AllocationProbe.probe().isActive, "allocation counts need jemalloc"))
    func recordingAPassAllocatesNothing() {
        let probe = AllocationProbe.probe()
        var recorder = SampleRecorder(capacity: 100, allocationStats: true)
        let counters = LayoutCounters()
        recorder.record(
            cacheNs: 0, sizeNs: 1, placeNs: 2, bytes: (nil, nil, nil, nil), counts: (nil, nil),
            cacheCounters: counters, sizeCounters: counters, placeCounters: counters)
        // This thread's allocated bytes: other tests run on other threads meanwhile.
        let before = probe.threadBytes()?.allocated
        for _ in 0..<50 {
            recorder.record(
                cacheNs: 0, sizeNs: 1, placeNs: 2, bytes: (nil, nil, nil, nil), counts: (nil, nil),
                cacheCounters: counters, sizeCounters: counters, placeCounters: counters)
        }
        let after = probe.threadBytes()?.allocated
        #expect(before != nil && after == before, "\((after ?? 0) - (before ?? 0)) bytes")
        #expect(
            recorder.metrics(allocator: "jemalloc").first { $0.name == MetricKind.measureCalls.place.name }?.samples?
                .count == 51)
    }
}
