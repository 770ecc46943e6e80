import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Blocks through both doors in one process: blocks made in Swift
/// (`ObjCObject.block(types:_:)`, heap blocks whose invoke is a libffi closure) called by
/// compiled code, and blocks compiled code makes called from Swift through libffi with the
/// signature in their descriptor (`callBlock`). The library is Programs/blocks/plugin/plugin.m,
/// dlopened as TwoDoorsTests does.
@Suite(.serialized) struct BlockTwoDoorsTests {
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libblocksplugin.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared",
                                             CompiledPrograms.programs + "/blocks/plugin/plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    static func function<T>(_ name: String, as type: T.Type) throws -> T {
        let plugin = try #require(UnsafeMutableRawPointer(bitPattern: pluginAddress), "the plugin builds and loads")
        let symbol = try #require(dlsym(plugin, name), "\(name) is exported")
        return unsafeBitCast(symbol, to: type)
    }

    @Test func compiledCodeCallsASwiftBlockReturningAnInt() throws {
        let call = try Self.function("blocks_call_int", as: (@convention(c) (UnsafeMutableRawPointer) -> Int32).self)
        let block = try ObjCObject.block(types: "i@?") { _ in .int32(42) }
        #expect(block.className == "_NSConcreteMallocBlock")
        #expect(block.isBlock && block.blockSignature == "i@?")
        #expect(call(block.pointer) == 42)
        // Retained by an array in compiled code, called from there too.
        let keep = try Self.function("blocks_keep_and_call", as: (@convention(c) (UnsafeMutableRawPointer) -> Int32).self)
        #expect(keep(block.pointer) == 84)
    }

    @Test func compiledCodeCallsASwiftBlockTakingAnObjectAndACount() throws {
        let call = try Self.function("blocks_call_object",
                                     as: (@convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UInt) -> UnsafeMutableRawPointer?).self)
        let seen = LockedValue<[String]>([])
        let block = try ObjCObject.block(types: "@@?@Q") { args in
            guard case .object(let p?) = args[0], case .uint64(let n) = args[1] else { return .object(nil) }
            seen.withLock { $0.append("\(ObjCObject(retaining: p).stringValue ?? "?") × \(n)") }
            return .object(p)
        }
        let text = ObjCObject.string("a longer string than a small object")
        #expect(call(block.pointer, text.pointer, 3) == text.pointer)
        #expect(seen.withLock { $0 } == ["a longer string than a small object × 3"])
        let double = try Self.function("blocks_call_double",
                                       as: (@convention(c) (UnsafeMutableRawPointer, Double, Int32) -> Double).self)
        let scale = try ObjCObject.block(types: "d@?di") { args in
            guard case .double(let x) = args[0], case .int32(let n) = args[1] else { return .double(-1) }
            return .double(x * Double(n))
        }
        #expect(double(scale.pointer, 1.25, 4) == 5)
    }

    @Test func theClosureGoesWithTheBlocksLastRelease() throws {
        let before = ClosureIMP.registeredCount
        do {
            let block = try ObjCObject.block(types: "v@?") { _ in .void }
            #expect(ClosureIMP.registeredCount == before + 1)
            _ = try block.callBlock()
        }
        #expect(ClosureIMP.registeredCount == before)
    }

    @Test func swiftCallsBlocksCompiledCodeMade() throws {
        let makeAdder = try Self.function("blocks_make_adder", as: (@convention(c) (Int32) -> UnsafeMutableRawPointer).self)
        let adder = ObjCObject(adopting: makeAdder(10))
        #expect(adder.className == "_NSConcreteMallocBlock")
        #expect(adder.blockSignature?.hasPrefix("i") == true)
        #expect(try adder.callBlock([.int32(32)]) == .int32(42))
        #expect(throws: InvocationError.self) { try adder.callBlock([]) }

        let makeRepeater = try Self.function("blocks_make_repeater", as: (@convention(c) () -> UnsafeMutableRawPointer).self)
        let repeater = ObjCObject(adopting: makeRepeater())
        let x = ObjCObject.string("x")
        guard case .object(let array?) = try repeater.callBlock([.object(x.pointer), .uint64(3)]) else {
            Issue.record("the repeater returns an object")
            return
        }
        #expect(try ObjCObject(retaining: array).send("count", as: UInt.self) == 3)
    }

    @Test func aLibrarysGlobalBlockIsAnObjectOfTheProcesssClass() throws {
        let global = try Self.function("blocks_global", as: (@convention(c) () -> UnsafeMutableRawPointer).self)
        let block = ObjCObject(retaining: global())   // a global block: retain and release do nothing
        #expect(block.className == "_NSConcreteGlobalBlock")
        #expect(try block.callBlock() == .int32(42))
        #expect(try block.send("copy") == block)
    }

    @Test func aSwiftBlockIsCalledBackThroughCallBlock() throws {
        let block = try ObjCObject.block(types: "q@?qq") { args in
            guard case .int64(let a) = args[0], case .int64(let b) = args[1] else { return .int64(0) }
            return .int64(a * b)
        }
        #expect(try block.callBlock([.int64(6), .int64(7)]) == .int64(42))
    }

    @Test func blockObjectsBecomeMethods() throws {
        let make = try Self.function("blocks_make_method_block", as: (@convention(c) (Int32) -> UnsafeMutableRawPointer).self)
        let compiled = ObjCObject(adopting: make(3))
        let fromSwift = try ObjCObject.block(types: "q@?@q") { args in
            guard case .int64(let x) = args[1] else { return .int64(0) }
            return .int64(x + 100)
        }
        let cls = try ClassBuilder(name: "BlockMethods\(getpid())", superclass: .nsObject)
            .addMethod("times:", types: "i20@0:8i16", imp: try imp_implementationWithBlock(compiled))
            .addMethod("plus:", types: "q24@0:8q16", imp: try imp_implementationWithBlock(fromSwift))
            .register()
        let object = try cls.new()
        #expect(try object.send("times:", Int32(14), as: Int32.self) == 42)
        #expect(try object.send("plus:", 1, as: Int.self) == 101)
        let imp = try #require(cls.instanceMethod(for: "times:")?.implementation)
        #expect(imp_getBlockObject(imp) == compiled)
        #expect(imp_getBlock(imp) == nil)   // not a closure IMP
        let extra = try imp_implementationWithBlock(compiled)
        #expect(imp_removeBlock(extra))
        #expect(!imp_removeBlock(extra))
        #expect(throws: InvocationError.self) { try imp_implementationWithBlock(ObjCObject.string("not a block")) }
    }

    @Test func badSignaturesAreErrorsNotCrashes() throws {
        #expect(throws: InvocationError.self) { try ObjCObject.block(types: "i") { _ in .int32(0) } }
        #expect(throws: InvocationError.self) { try ObjCObject.block(types: "iq") { _ in .int32(0) } }
        #expect(throws: InvocationError.self) { try ObjCObject.block(types: "i@?{") { _ in .int32(0) } }
        #expect(throws: InvocationError.self) { try ObjCObject.string("not a block").callBlock() }
    }
}
