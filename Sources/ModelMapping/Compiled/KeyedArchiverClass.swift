import ObjCRuntime

/// `NSCoder`, `NSKeyedArchiver` and `NSKeyedUnarchiver` for compiled Objective-C: runtime
/// classes whose methods are Swift IMPs over `KeyedArchiveWriter` / `KeyedArchiveReader`,
/// writing and reading the archive `ArchiveFormat` describes as a binary property list — the
/// bytes Foundation's `NSKeyedArchiver` writes (`$archiver`, `$version` 100000, `$top`,
/// `$objects`, references as UID objects), which `plutil` and Python's `plistlib` read.
/// A compiled class takes part through its own `-encodeWithCoder:` / `-initWithCoder:`
/// (YYModel's `-yy_modelEncodeWithCoder:` / `-yy_modelInitWithCoder:`); the value classes get
/// an `-encodeWithCoder:` of their own here.
///
/// The classes live in a Swift process that hosts compiled code (`objcrt test`,
/// `objcrt run --host`): a plain `objcrt cc` program has the C layers only, and there they are
/// absent. Each archiver or unarchiver keeps its state in one ivar.
package enum KeyedArchiverClass {
    struct Built: @unchecked Sendable {
        let coder: ObjCClass
        let archiver: ObjCClass
        let unarchiver: ObjCClass
        /// The byte offsets of the `_state` ivars (an `Unmanaged` writer or reader, retained).
        let archiverStateOffset: Int
        let unarchiverStateOffset: Int
    }

    /// Built on first use, which ``install()`` makes; the IMPs read it without a lock.
    private static let made = Result<Built, any Error> { try build() }

    /// Builds and registers the three classes (once; later calls return the same ones), gives
    /// the value classes `-encodeWithCoder:`, and points compiled code's class symbols at them.
    /// A host of compiled code calls it before loading that code.
    /// - Throws: what building a class throws (`ObjCError`), e.g. when another class named
    ///   `NSKeyedArchiver` already exists.
    @discardableResult
    package static func install() throws -> (archiver: ObjCClass, unarchiver: ObjCClass) {
        let b = try made.get()
        b.coder.publishForCompiledCode()
        b.archiver.publishForCompiledCode()
        b.unarchiver.publishForCompiledCode()
        return (b.archiver, b.unarchiver)
    }

    @inline(__always)
    static var current: Built? {
        if case .success(let b) = made { return b }
        return nil
    }

    /// The value classes that answer `-encodeWithCoder:` (their subclasses inherit it: the
    /// mutable classes, NSDecimalNumber). MiniObjC's NSNumber is not an NSValue: it gets its own.
    static let valueClassNames = ["NSString", "NSNumber", "NSValue", "NSDecimalNumber", "NSArray", "NSDictionary", "NSSet", "NSData",
                                  "NSDate", "NSNull", "NSURL", "NSAttributedString"]

    private static func build() throws -> Built {
        let coderBuilder = try ClassBuilder(name: "NSCoder", superclass: .nsObject)
        try CoderAbstractIMPs.addMethods(to: coderBuilder)
        let coder = try coderBuilder.register()

        let a = try ClassBuilder(name: "NSKeyedArchiver", superclass: coder)
        try a.addIvar("_state", size: 8, log2Alignment: 3, types: "^v")
        try KeyedArchiverIMPs.addMethods(to: a)
        let archiver = try a.register()

        let u = try ClassBuilder(name: "NSKeyedUnarchiver", superclass: coder)
        try u.addIvar("_state", size: 8, log2Alignment: 3, types: "^v")
        try KeyedUnarchiverIMPs.addMethods(to: u)
        let unarchiver = try u.register()

        guard let archiverOffset = archiver.ivar(named: "_state")?.offset,
              let unarchiverOffset = unarchiver.ivar(named: "_state")?.offset else {
            throw ModelMappingError.runtime("NSKeyedArchiver / NSKeyedUnarchiver have no _state ivar")
        }
        for name in valueClassNames {
            // A class that already has the method (a later layer's own) keeps it.
            guard let cls = ObjCClass.lookUp(name), cls.instanceMethod(for: KeyedCoding.encodeWithCoder) == nil else { continue }
            try? cls.addMethod(KeyedCoding.encodeWithCoder, types: "v24@0:8@16",
                               imp: unsafeBitCast(KeyedArchiverIMPs.valueEncodeWithCoder, to: IMP.self))
        }
        return Built(coder: coder, archiver: archiver, unarchiver: unarchiver,
                     archiverStateOffset: archiverOffset, unarchiverStateOffset: unarchiverOffset)
    }
}
