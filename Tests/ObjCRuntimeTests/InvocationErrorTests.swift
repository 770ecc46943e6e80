// Behaviour of CSupport/LibffiGlue/invoke.c and Invocation on bad input: typed errors, optional out-parameters.
import Testing
import CLibffiGlue
import CallTestSupport
@testable import ObjCRuntime

/// Bad input of every kind becomes a typed error naming the argument; nothing crashes.
@Suite struct InvocationErrorTests {
    typealias IncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
    let inc: IncFn = cts_inc

    func incInvocation() throws -> Invocation {
        try Invocation(signature: FFISignature(returnType: .scalar(.int64), arguments: [.scalar(.object), .scalar(.selector), .scalar(.int64)]),
                       key: "errors:q@:q", implementation: address(of: inc))
    }

    @Test func wrongValueTypeNamesTheArgument() throws {
        let inv = try incInvocation()
        #expect(throws: InvocationError.wrongValueType(index: 2, expected: "long", got: "double")) {
            try inv.setArgument(.double(1), at: 2)
        }
        #expect(throws: InvocationError.wrongValueType(index: 1, expected: "SEL", got: "int64")) {
            try inv.setArgument(.int64(1), at: 1)
        }
        let e = InvocationError.wrongValueType(index: 2, expected: "long", got: "double")
        #expect(e.description == "argument 2 expects long, got a double value")
    }

    @Test func integersMustFitTheArgument() throws {
        let sig = FFISignature(returnType: .scalar(.void), arguments: [.scalar(.int8), .scalar(.uint16), .scalar(.bool), .scalar(.uint64)])
        let inv = try Invocation(signature: sig, key: "errors:vcSBQ", implementation: nil)
        #expect(throws: InvocationError.valueOutOfRange(index: 0, expected: "signed char", value: "300")) {
            try inv.setArgument(.int64(300), at: 0)
        }
        #expect(throws: InvocationError.valueOutOfRange(index: 1, expected: "unsigned short", value: "-1")) {
            try inv.setArgument(.int32(-1), at: 1)
        }
        #expect(throws: InvocationError.valueOutOfRange(index: 2, expected: "bool", value: "2")) {
            try inv.setArgument(.int64(2), at: 2)
        }
        #expect(throws: InvocationError.valueOutOfRange(index: 3, expected: "unsigned long", value: "-5")) {
            try inv.setArgument(.int64(-5), at: 3)
        }
        // Values that fit are accepted from any integer case.
        try inv.setArgument(.uint64(100), at: 0)
        #expect(try inv.argument(at: 0) == .int8(100))
        try inv.setArgument(.int64(1), at: 2)
        #expect(try inv.argument(at: 2) == .bool(true))
    }

    @Test func structValuesMustHaveTheTypesSize() throws {
        let point = FFICallType.structure(name: "CTPoint", fields: [.scalar(.float), .scalar(.float)])
        let inv = try Invocation(signature: FFISignature(returnType: .scalar(.void), arguments: [point]),
                                 key: "errors:v{CTPoint=ff}", implementation: nil)
        #expect(throws: InvocationError.wrongByteCount(index: 0, expected: 8, got: 3)) {
            try inv.setArgument(.bytes([1, 2, 3]), at: 0)
        }
        #expect(throws: InvocationError.wrongValueType(index: 0, expected: "struct CTPoint", got: "double")) {
            try inv.setArgument(.double(1), at: 0)
        }
    }

    @Test func indexesOutsideTheSignature() throws {
        let inv = try incInvocation()
        #expect(throws: InvocationError.argumentIndexOutOfRange(index: 3, count: 3)) {
            try inv.setArgument(.int64(1), at: 3)
        }
        #expect(throws: InvocationError.argumentIndexOutOfRange(index: -1, count: 3)) {
            _ = try inv.argument(at: -1)
        }
    }

    @Test func invokingWithoutAnImplementation() throws {
        let inv = try incInvocation()
        inv.implementation = nil
        #expect(throws: InvocationError.noImplementation) { try inv.invoke() }
    }

    @Test func returnValueOfTheWrongType() throws {
        let inv = try incInvocation()
        #expect(throws: InvocationError.wrongValueType(index: nil, expected: "long", got: "float")) {
            try inv.setReturnValue(.float(1))
        }
        try inv.setReturnValue(.int64(7))
        #expect(inv.returnValue == .int64(7))
    }

    @Test func uncallableArgumentsAreNamed() {
        func attempt(_ args: [FFICallType], _ ret: FFICallType = .scalar(.void), key: String) -> InvocationError? {
            do {
                _ = try Invocation(signature: FFISignature(returnType: ret, arguments: args), key: key, implementation: nil)
                return nil
            } catch {
                return error
            }
        }
        #expect(attempt([.scalar(.object), .scalar(.selector), .array(count: 4, element: .scalar(.int32))], key: "errors:arr")
            == .uncallableArgument(index: 2, type: "int[4]", reason: "C arrays are not passed by value (declare a pointer)"))
        #expect(attempt([.scalar(.object), .uncallable(spelling: "bitfield : 3", reason: "a bitfield is not a value")], key: "errors:bits")
            == .uncallableArgument(index: 1, type: "bitfield : 3", reason: "a bitfield is not a value"))
        #expect(attempt([.scalar(.int32), .scalar(.void)], key: "errors:void")
            == .uncallableArgument(index: 1, type: "void", reason: "void is not a value"))
        #expect(attempt([.structure(name: "S", fields: [.scalar(.int32), .uncallable(spelling: "?", reason: "unknown type '?'")])], key: "errors:unk")
            == .uncallableArgument(index: 0, type: "struct S", reason: "unknown type '?'"))
        #expect(attempt([.scalar(.int32), .structure(name: "Empty", fields: [])], key: "errors:empty")
            == .uncallableArgument(index: 1, type: "struct Empty",
                                   reason: "a struct or union with no fields has no bytes to pass"))
        #expect(attempt([], .array(count: 2, element: .scalar(.double)), key: "errors:retarr")
            == .uncallableReturn(type: "double[2]", reason: "a C array cannot be returned by value"))
        #expect(attempt(Array(repeating: .scalar(.int32), count: 200), key: "errors:many") != nil)
    }

    /// The message names the type as written in the encoding, then the reason — not the
    /// reason twice (an uncallable type has no libffi spelling of its own).
    @Test func uncallableTypesAreSpelledFromTheirEncoding() {
        #expect(throws: InvocationError.uncallableReturn(
            type: "_Complex int", reason: "only float, double and long double _Complex are supported")) {
            try Invocation(implementation: nil, types: "ji@:")
        }
        #expect(throws: InvocationError.uncallableArgument(
            index: 2, type: "__int128", reason: "__int128 (t / T) is not supported by libffi")) {
            try Invocation(implementation: nil, types: "v@:t")
        }
    }

    @Test func oneTypeStringNamesOneLayout() throws {
        _ = try Invocation(signature: FFISignature(returnType: .scalar(.int32), arguments: []), key: "errors:conflict",
                           implementation: nil)
        #expect(throws: InvocationError.ffiFailure("type string 'errors:conflict' is already cached with another layout")) {
            _ = try Invocation(signature: FFISignature(returnType: .scalar(.double), arguments: []), key: "errors:conflict",
                               implementation: nil)
        }
    }

    /// The C layer checks a description before trusting it, whoever wrote it.
    @Test func malformedDescriptionsAreRefusedByC() {
        func intern(_ nodes: [rt_type_node], args: UInt32, key: String) -> rt_invoke_status {
            var status = RT_INVOKE_OK
            var bad: Int32 = 0
            let cif = nodes.withUnsafeBufferPointer { rt_cif_intern(key, $0.baseAddress, $0.count, args, &status, &bad) }
            return cif == nil ? status : RT_INVOKE_OK
        }
        let i32 = rt_type_node(kind: RT_FFI_SINT32.rawValue, count: 0, span: 1)
        // A struct claiming two fields with only one present.
        #expect(intern([i32, rt_type_node(kind: RT_FFI_STRUCT.rawValue, count: 2, span: 2), i32], args: 1,
                       key: "errors:c1") == RT_INVOKE_MALFORMED)
        // A span running past the end.
        #expect(intern([rt_type_node(kind: RT_FFI_STRUCT.rawValue, count: 1, span: 9), i32], args: 0,
                       key: "errors:c2") == RT_INVOKE_MALFORMED)
        // An unknown kind.
        #expect(intern([rt_type_node(kind: 99, count: 0, span: 1)], args: 0, key: "errors:c3") == RT_INVOKE_UNKNOWN_KIND)
        // Fewer trees than arguments.
        #expect(intern([i32, i32], args: 3, key: "errors:c4") == RT_INVOKE_MALFORMED)
        // An array at the top level.
        #expect(intern([i32, rt_type_node(kind: RT_FFI_ARRAY.rawValue, count: 2, span: 2), i32], args: 1,
                       key: "errors:c5") == RT_INVOKE_ARRAY_BY_VALUE)
        // Absurd nesting.
        var deep: [rt_type_node] = []
        for d in 0..<200 { deep.append(rt_type_node(kind: RT_FFI_STRUCT.rawValue, count: 1, span: UInt32(201 - d))) }
        deep.append(i32)
        #expect(intern(deep, args: 0, key: "errors:c6") == RT_INVOKE_MALFORMED)
    }

    /// The status and bad-index out-parameters of the libffi bridge are optional.
    @Test func invokeOutParametersMayBeNil() {
        let bad = [rt_type_node(kind: 99, count: 0, span: 1)]
        let cif = bad.withUnsafeBufferPointer { rt_cif_intern("nilOut:bad", $0.baseAddress, $0.count, 0, nil, nil) }
        #expect(cif == nil)
        let good = [rt_type_node(kind: RT_FFI_VOID.rawValue, count: 0, span: 1)]
        let made = good.withUnsafeBufferPointer { rt_cif_intern("nilOut:v", $0.baseAddress, $0.count, 0, nil, nil) }
        #expect(made != nil)
        #expect(rt_cif_arg_count(nil) == 0)
        #expect(rt_cif_frame_size(nil) == 0)
        #expect(rt_closure_create(nil, nil, nil, nil) == nil)
        #expect(rt_closure_code(nil) == nil)
    }
}
