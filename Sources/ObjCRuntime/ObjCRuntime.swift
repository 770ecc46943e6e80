// ObjCRuntime: the Swift API over the C layers (CRuntimeCore, CValueClasses, CLibffiGlue).
//
// Every C type stays inside this module: public API speaks `ObjCClass`, `ObjCObject`,
// `Selector`, `Method`, `Ivar`, `Property`, `ObjCProtocol`, `Category` and raw pointers for
// the few low-level escape hatches (`IMP`, `withUnsafePointer`, `init(retaining:)`).
//
// Folders by concern: Classes/ (classes, their parts, building and disposing), Objects/
// (handles, lifetime, associated objects), Messaging/ (selectors and the one generic send),
// Invocation/ (libffi: call frames, boxed values, prepared calls), Blocks/ (closures as IMPs,
// block objects), Forwarding/ (NSMethodSignature, NSInvocation, the forwarding hook),
// Values/ (the value classes, bridging, key-value coding), Errors/, Support/ (the lock).
internal import CRuntimeCore

/// An implementation pointer: a C function whose first two parameters are the receiver
/// (`id`) and the selector (`SEL`). Low level: cast it to the method's real
/// `@convention(c)` type with `unsafeBitCast` before calling, as Objective-C code casts
/// `objc_msgSend`.
public typealias IMP = UnsafeRawPointer

/// Turns a `@convention(c)` function value into an `IMP`. Low level: the function must be a
/// C-convention function whose parameters start with `(id, SEL)`, e.g.
/// `@convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int`.
/// Returns `nil` when `F` is not a (non-optional) `@convention(c)` function type.
public func unsafeIMP<F>(_ cFunction: F) -> IMP? {
    guard isCFunctionType(F.self) else { return nil }
    return unsafeBitCast(cFunction, to: IMP.self)
}

/// Whether `F` is a non-optional `@convention(c)` function type (checked by its name: the
/// type system has no constraint for it). Not on a hot path: methods are added once.
func isCFunctionType<F>(_ type: F.Type) -> Bool {
    MemoryLayout<F>.size == MemoryLayout<UnsafeRawPointer>.size
        && String(describing: type).hasPrefix("@convention(c)")
}

// A doc comment above `#if` attaches to nothing, so each branch carries its own.
#if arch(arm64)
/// The ObjC `BOOL` of the host ABI (`bool` on arm64), for `@convention(c)` IMP signatures.
public typealias ObjCBool = Bool
#else
/// The ObjC `BOOL` of the host ABI (`signed char` on x86-64), for `@convention(c)` IMP
/// signatures.
public typealias ObjCBool = Int8
#endif

extension Bool {
    /// This value as the host's ``ObjCBool`` — what an IMP written in Swift returns for `BOOL`.
    @inlinable public var objcBool: ObjCBool {
        #if arch(arm64)
        self
        #else
        self ? 1 : 0
        #endif
    }
}

// Conversions between the C runtime's pointer types and the raw pointers of the public API.
extension UnsafeMutableRawPointer {
    @inline(__always) var asID: id { assumingMemoryBound(to: rt_object.self) }
    @inline(__always) var asClass: Class { assumingMemoryBound(to: rt_class.self) }
}

@inline(__always) func rawPointer(_ object: id) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(object) }
@inline(__always) func rawPointer(_ cls: Class) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(cls) }

@inline(__always) func toIMP(_ imp: CRuntimeCore.IMP?) -> IMP? {
    guard let imp else { return nil }
    return unsafeBitCast(imp, to: IMP.self)
}

@inline(__always) func toCIMP(_ imp: IMP) -> CRuntimeCore.IMP {
    unsafeBitCast(imp, to: CRuntimeCore.IMP.self)
}

/// Strings the C side returns (NULL → nil).
@inline(__always) func cString(_ cString: UnsafePointer<CChar>?) -> String? {
    cString.map { String(cString: $0) }
}

/// Reads a malloc'd C array (`rt_*copy*List`) into Swift values and frees it.
func takeList<T, R>(_ body: (UnsafeMutablePointer<UInt32>) -> UnsafeMutablePointer<T>?,
                    _ transform: (T) -> R) -> [R] {
    var count: UInt32 = 0
    guard let list = body(&count) else { return [] }
    defer { rt_free(list) }
    return (0..<Int(count)).map { transform(list[$0]) }
}

// Start-up: this module has none of its own. The C layers it wraps register NSObject, the
// value classes, NSMethodSignature / NSInvocation and the forwarding hook from load-time
// constructors, before any Swift code runs, so no entry point here checks for it. The Swift
// layers above that add classes or methods start once each, through one lazy global
// (Docs/Architecture.md, "Start-up").
