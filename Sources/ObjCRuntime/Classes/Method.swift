internal import CRuntimeCore

/// A method record: selector, IMP, raw type encoding. Records live as long as their class.
public struct Method: Hashable, @unchecked Sendable, CustomStringConvertible {
    let raw: CRuntimeCore.Method

    init(raw: CRuntimeCore.Method) { self.raw = raw }

    /// The method's selector.
    public var selector: Selector { Selector(raw: rt_method_getName(raw)) }
    /// The current implementation (changes with `setImplementation` / `exchange`).
    public var implementation: IMP {
        // A method record always has an IMP; the fallback is unreachable.
        toIMP(rt_method_getImplementation(raw)) ?? UnsafeRawPointer(raw)
    }
    /// The raw type encoding, e.g. `q24@0:8q16` (parse it with ObjCEncoding).
    public var typeEncoding: String { cString(rt_method_getTypeEncoding(raw)) ?? "" }

    public var description: String { "\(selector.name) \(typeEncoding)" }

    /// Sets the IMP; every cached send sees it at once. Returns the old IMP.
    @discardableResult
    public func setImplementation(_ imp: IMP) -> IMP? {
        toIMP(rt_method_setImplementation(raw, toCIMP(imp)))
    }

    /// Swaps this method's IMP with `other`'s (method swizzling).
    public func exchangeImplementations(with other: Method) {
        rt_method_exchangeImplementations(raw, other.raw)
    }
}
