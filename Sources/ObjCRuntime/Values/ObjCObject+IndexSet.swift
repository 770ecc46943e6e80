internal import CValueClasses

/// NSIndexSet (`CSupport/ValueClasses/nsindexset.c`): the indexes of a to-many change, as key-value
/// observing reports them under a change dictionary's `indexes` key.
extension ObjCClass {
    /// The immutable NSIndexSet.
    public static var nsIndexSet: ObjCClass { ObjCClass(raw: rt_NSIndexSet()) }
}

extension ObjCObject {
    /// A new NSIndexSet holding `indexes` (any order; duplicates count once).
    /// - Throws: `ObjCException` (`invalidArgument`) for a negative index (an NSIndexSet holds
    ///   `NSUInteger`s below `NSNotFound`), `.allocationFailed`.
    public static func indexSet<S: Sequence>(_ indexes: S) throws -> ObjCObject where S.Element == Int {
        let values = Array(indexes)
        if let bad = values.first(where: { $0 < 0 }) {
            throw ObjCException.invalidArgument(className: "NSIndexSet", selector: "indexSetWithIndexes:",
                                                 reason: "\(bad) is negative: an index set holds unsigned indexes")
        }
        let made = values.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt.self) { rt_nsindexset_create($0.baseAddress, $0.count) }
        }
        try throwPendingException()
        guard let made else { throw BridgedValueError.allocationFailed("an NSIndexSet of \(values.count) indexes") }
        return ObjCObject(adopting: made)
    }

    /// The indexes of an NSIndexSet, ascending, or nil when this is not an index set.
    public var indexSetIndexes: [Int]? {
        guard rt_object_isNSIndexSet(raw) else { return nil }
        let count = rt_nsindexset_count(raw)
        return [UInt](unsafeUninitializedCapacity: count) { buffer, n in
            n = rt_nsindexset_copyIndexes(raw, buffer.baseAddress, count)
        }.map { Int(bitPattern: $0) }
    }
}
