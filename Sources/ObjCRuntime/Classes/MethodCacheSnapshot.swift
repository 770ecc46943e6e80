internal import CRuntimeCore

/// A snapshot of one class's method cache, for teaching and diagnostics.
public struct MethodCacheSnapshot: Sendable, CustomStringConvertible {
    /// One occupied bucket. `implementation` is nil for a cached "not found".
    public struct Entry: @unchecked Sendable {
        /// Bucket index in the table.
        public let bucket: Int
        /// The cached selector.
        public let selector: Selector
        /// The cached IMP; nil for a cached "not found".
        public let implementation: IMP?
    }

    /// Buckets in the table (a power of two).
    public let capacity: Int
    /// Buckets in use (at most 3/4 of the capacity).
    public let occupied: Int
    /// The occupied buckets, in bucket order.
    public let entries: [Entry]

    public var description: String {
        "\(occupied)/\(capacity) buckets: " + entries.map {
            "[\($0.bucket)] \($0.selector.name)\($0.implementation == nil ? " (not found)" : "")"
        }.joined(separator: ", ")
    }
}

extension ObjCClass {
    /// The class's method cache right now.
    public var methodCache: MethodCacheSnapshot {
        var capacity: UInt32 = 0
        var occupied: UInt32 = 0
        rt_cache_getInfo(raw, &capacity, &occupied)
        let max = Int(capacity)
        var sels = [SEL?](repeating: nil, count: max)
        var imps = [CRuntimeCore.IMP?](repeating: nil, count: max)
        var buckets = [UInt32](repeating: 0, count: max)
        let n = Int(rt_cache_copyEntries(raw, &sels, &imps, &buckets, UInt32(max)))
        var entries: [MethodCacheSnapshot.Entry] = []
        for i in 0..<n {
            guard let sel = sels[i] else { continue }
            entries.append(.init(bucket: Int(buckets[i]), selector: Selector(raw: sel), implementation: toIMP(imps[i])))
        }
        return MethodCacheSnapshot(capacity: max, occupied: Int(occupied), entries: entries)
    }

    /// Empties this class's cache and its subclasses' (the next sends refill them).
    public func flushMethodCache() { rt_cache_flush(raw) }

    /// Cache tables retired by growth across the runtime (kept until their class is disposed).
    package static var retiredCacheTables: Int { rt_cache_retiredCount() }
}
