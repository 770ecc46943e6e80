// The one way to send a message from Swift: `receiver.send(selector, arguments…, as: Result.self)`.
//
// Each argument is passed as the C type its Swift type stands for (``MessageArgument``) and
// the result is read as `R` (``MessageResult``) — the `((R (*)(id, SEL, A…))objc_msgSend)`
// cast of compiled code, spelled by the types. The lookup is the runtime's (cache,
// resolution, forwarding target, forwarding); afterwards the send throws what the message
// raised. The methods are inlinable so that each call site specializes them: integers,
// `BOOL`, pointers, objects and floating-point values then travel in registers straight to
// the IMP (``MessageRegisters``), and only structs by value, `long double` and long
// argument lists take a libffi call typed by the method's encoding.
//
// The types are the caller's promise, as a cast is in Objective-C: nothing compares them
// with the method's encoding on the register path (which is what makes it as fast as a
// typed call). ``ObjCValue`` arguments and results take the checked libffi path.
//
// Any number of arguments is a parameter pack. Sends of up to three arguments also have
// fixed-arity overloads, which Swift prefers: they are the same send, written out because
// Swift 6.3 specializes a pack's length but still reaches each element through its type's
// witness table (a call per argument), where a fixed-arity generic specializes to the
// registers alone.
//
// A receiver is never nil. Objective-C's "a message to nil returns zero" is Swift's
// optional chaining: `try object?.send("count", as: Int.self) ?? 0`.

extension ObjCMessageReceiver {
    /// `[receiver sel:args…]` for a method returning an object (or nothing of interest):
    /// the result as a handle owning one reference — adopted from the alloc / new / copy /
    /// mutableCopy / init families, retained otherwise (an autoreleased result is neither
    /// leaked nor lost). An init method consumes its receiver, as in Objective-C; the handle
    /// you sent it to stays valid.
    /// - Throws: what the message raised (an unrecognized selector, an index out of range,
    ///   an unknown KVC key …); an ``InvocationError`` when an argument sent through libffi
    ///   does not fit the method's encoding.
    @inlinable @discardableResult
    public func send<each A: MessageArgument>(_ sel: Selector, _ args: repeat each A) throws -> ObjCObject? {
        try send(sel, repeat each args, as: ObjCObject?.self)
    }

    /// `[receiver sel:args…]` with the result read as `R`: `try counter.send("add:", 5, as: Int.self)`.
    /// - Throws: as `send(_:_:)`; for a result read through libffi (``LongDouble``,
    ///   ``ObjCValue``), an ``InvocationError`` when the method's return type is not one `R`
    ///   can be read from.
    @inlinable
    public func send<each A: MessageArgument, R: MessageResult>(_ sel: Selector, _ args: repeat each A,
                                                                as result: R.Type) throws -> R {
        defer { MessageCall.keepAlive(repeat each args) }
        var registers = MessageRegisters()
        _ = (repeat registers.append(each args))
        return try MessageCall.send(receiverPointer, sel, nil, registers, { MessageCall.boxedValues(repeat each args) },
                                    as: R.self)
    }

    /// `[receiver sel:args…]` for a method returning `void`.
    /// - Throws: as `send(_:_:)`.
    @inlinable
    public func send<each A: MessageArgument>(_ sel: Selector, _ args: repeat each A, as result: Void.Type) throws {
        defer { MessageCall.keepAlive(repeat each args) }
        var registers = MessageRegisters()
        _ = (repeat registers.append(each args))
        try MessageCall.sendVoid(receiverPointer, sel, nil, registers) { MessageCall.boxedValues(repeat each args) }
    }

    /// `[super sel:args…]` for a method returning an object: the search starts at
    /// `superclass` — the superclass of the class whose method is running — as
    /// `objc_msgSendSuper` does. Ownership as `send(_:_:)`.
    /// - Throws: as `send(_:_:)`.
    @inlinable @discardableResult
    public func sendSuper<each A: MessageArgument>(_ sel: Selector, _ args: repeat each A,
                                                  from superclass: ObjCClass) throws -> ObjCObject? {
        try sendSuper(sel, repeat each args, from: superclass, as: ObjCObject?.self)
    }

    /// `[super sel:args…]` with the result read as `R`.
    /// - Throws: as `send(_:_:as:)`.
    @inlinable
    public func sendSuper<each A: MessageArgument, R: MessageResult>(_ sel: Selector, _ args: repeat each A,
                                                                     from superclass: ObjCClass,
                                                                     as result: R.Type) throws -> R {
        defer { MessageCall.keepAlive(repeat each args) }
        var registers = MessageRegisters()
        _ = (repeat registers.append(each args))
        return try MessageCall.send(receiverPointer, sel, superclass, registers,
                                    { MessageCall.boxedValues(repeat each args) }, as: R.self)
    }

    /// `[super sel:args…]` for a method returning `void`.
    /// - Throws: as `send(_:_:)`.
    @inlinable
    public func sendSuper<each A: MessageArgument>(_ sel: Selector, _ args: repeat each A,
                                                  from superclass: ObjCClass, as result: Void.Type) throws {
        defer { MessageCall.keepAlive(repeat each args) }
        var registers = MessageRegisters()
        _ = (repeat registers.append(each args))
        try MessageCall.sendVoid(receiverPointer, sel, superclass, registers) {
            MessageCall.boxedValues(repeat each args)
        }
    }
}

// The same sends with zero to three arguments: Swift prefers these fixed-arity overloads to
// the pack forms, and specializes them down to the registers (see the top of this file).
extension ObjCMessageReceiver {
    /// `send(_:_:)` with 0 arguments.
    @inlinable @discardableResult
    public func send(_ sel: Selector) throws -> ObjCObject? {
        try send(sel, as: ObjCObject?.self)
    }

    /// `send(_:_:as:)` with 0 arguments.
    @inlinable
    public func send<R: MessageResult>(
        _ sel: Selector, as result: R.Type) throws -> R {
        let registers = MessageRegisters()
        return try MessageCall.send(receiverPointer, sel, nil, registers, { [] }, as: R.self)
    }

    /// `send(_:_:as:)` for a `void` method, with 0 arguments.
    @inlinable
    public func send(_ sel: Selector, as result: Void.Type) throws {
        let registers = MessageRegisters()
        try MessageCall.sendVoid(receiverPointer, sel, nil, registers) { [] }
    }

    /// `send(_:_:)` with 1 argument.
    @inlinable @discardableResult
    public func send<A: MessageArgument>(_ sel: Selector, _ a: A) throws -> ObjCObject? {
        try send(sel, a, as: ObjCObject?.self)
    }

    /// `send(_:_:as:)` with 1 argument.
    @inlinable
    public func send<A: MessageArgument, R: MessageResult>(
        _ sel: Selector, _ a: A, as result: R.Type) throws -> R {
        defer { _fixLifetime(a) }
        var registers = MessageRegisters()
        registers.append(a)
        return try MessageCall.send(receiverPointer, sel, nil, registers, { [a._messageBoxed] }, as: R.self)
    }

    /// `send(_:_:as:)` for a `void` method, with 1 argument.
    @inlinable
    public func send<A: MessageArgument>(_ sel: Selector, _ a: A, as result: Void.Type) throws {
        defer { _fixLifetime(a) }
        var registers = MessageRegisters()
        registers.append(a)
        try MessageCall.sendVoid(receiverPointer, sel, nil, registers) { [a._messageBoxed] }
    }

    /// `send(_:_:)` with 2 arguments.
    @inlinable @discardableResult
    public func send<A: MessageArgument, B: MessageArgument>(_ sel: Selector, _ a: A, _ b: B) throws -> ObjCObject? {
        try send(sel, a, b, as: ObjCObject?.self)
    }

    /// `send(_:_:as:)` with 2 arguments.
    @inlinable
    public func send<A: MessageArgument, B: MessageArgument, R: MessageResult>(
        _ sel: Selector, _ a: A, _ b: B, as result: R.Type) throws -> R {
        defer { _fixLifetime(a); _fixLifetime(b) }
        var registers = MessageRegisters()
        registers.append(a)
        registers.append(b)
        return try MessageCall.send(receiverPointer, sel, nil, registers,
                                    { [a._messageBoxed, b._messageBoxed] }, as: R.self)
    }

    /// `send(_:_:as:)` for a `void` method, with 2 arguments.
    @inlinable
    public func send<A: MessageArgument, B: MessageArgument>(
        _ sel: Selector, _ a: A, _ b: B, as result: Void.Type) throws {
        defer { _fixLifetime(a); _fixLifetime(b) }
        var registers = MessageRegisters()
        registers.append(a)
        registers.append(b)
        try MessageCall.sendVoid(receiverPointer, sel, nil, registers) { [a._messageBoxed, b._messageBoxed] }
    }

    /// `send(_:_:)` with 3 arguments.
    @inlinable @discardableResult
    public func send<A: MessageArgument, B: MessageArgument, C: MessageArgument>(
        _ sel: Selector, _ a: A, _ b: B, _ c: C) throws -> ObjCObject? {
        try send(sel, a, b, c, as: ObjCObject?.self)
    }

    /// `send(_:_:as:)` with 3 arguments.
    @inlinable
    public func send<A: MessageArgument, B: MessageArgument, C: MessageArgument, R: MessageResult>(
        _ sel: Selector, _ a: A, _ b: B, _ c: C, as result: R.Type) throws -> R {
        defer { _fixLifetime(a); _fixLifetime(b); _fixLifetime(c) }
        var registers = MessageRegisters()
        registers.append(a)
        registers.append(b)
        registers.append(c)
        return try MessageCall.send(receiverPointer, sel, nil, registers,
                                    { [a._messageBoxed, b._messageBoxed, c._messageBoxed] }, as: R.self)
    }

    /// `send(_:_:as:)` for a `void` method, with 3 arguments.
    @inlinable
    public func send<A: MessageArgument, B: MessageArgument, C: MessageArgument>(
        _ sel: Selector, _ a: A, _ b: B, _ c: C, as result: Void.Type) throws {
        defer { _fixLifetime(a); _fixLifetime(b); _fixLifetime(c) }
        var registers = MessageRegisters()
        registers.append(a)
        registers.append(b)
        registers.append(c)
        try MessageCall.sendVoid(receiverPointer, sel, nil, registers) {
            [a._messageBoxed, b._messageBoxed, c._messageBoxed]
        }
    }
}

extension MessageCall {
    /// A send read as `R`: through libffi when an argument or the result needs the method's
    /// encoding, through registers otherwise. `boxed` makes the boxed arguments, only for
    /// the libffi path.
    @inlinable @inline(__always)
    static func send<R: MessageResult>(_ r: UnsafeMutableRawPointer, _ sel: Selector, _ superclass: ObjCClass?,
                                       _ registers: MessageRegisters, _ boxed: () -> [ObjCValue],
                                       as: R.Type) throws -> R {
        if registers.boxedOnly || R._messageReturn == .boxed {
            return try R._fromMessageBoxed(MessageCall.boxed(r, sel.address, superclass?.address, boxed(),
                                                             objectResult: R._messageReturn == .object))
        }
        return try result(r, sel.address, superclass?.address, registers, as: R.self)
    }

    /// A send whose result is ignored (a `void` method).
    @inlinable @inline(__always)
    static func sendVoid(_ r: UnsafeMutableRawPointer, _ sel: Selector, _ superclass: ObjCClass?,
                         _ registers: MessageRegisters, _ boxed: () -> [ObjCValue]) throws {
        if registers.boxedOnly {
            _ = try MessageCall.boxed(r, sel.address, superclass?.address, boxed(), objectResult: false)
        } else if let superclass {
            _ = try messageWordAll(r, sel.address, superclass.address, registers)
        } else {
            _ = try word(r, sel.address, registers)
        }
    }

    /// A register send read as `R`; a send to super (`superclass` set) always takes the full
    /// prototype.
    @inlinable @inline(__always)
    static func result<R: MessageResult>(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer,
                                         _ superclass: UnsafeMutableRawPointer?, _ registers: MessageRegisters,
                                         as: R.Type) throws -> R {
        switch R._messageReturn {
        case .word, .boxed:
            if let superclass { return R._fromMessageBits(try messageWordAll(r, s, superclass, registers)) }
            return R._fromMessageBits(try word(r, s, registers))
        case .floatingPoint:
            if let superclass { return R._fromMessageBits(try messageFloatAll(r, s, superclass, registers)) }
            return R._fromMessageBits(try floatingPoint(r, s, registers))
        case .object:
            if let superclass { return R._fromMessageBits(try messageObjectAll(r, s, superclass, registers)) }
            return R._fromMessageBits(try object(r, s, registers))
        }
    }

    /// The arguments boxed, for a libffi send.
    @inlinable
    static func boxedValues<each A: MessageArgument>(_ args: repeat each A) -> [ObjCValue] {
        var values: [ObjCValue] = []
        _ = (repeat values.append((each args)._messageBoxed))
        return values
    }

    /// Keeps the arguments (object handles among them) alive until the send has returned.
    @inlinable @inline(__always)
    static func keepAlive<each A>(_ args: repeat each A) {
        _ = (repeat _fixLifetime(each args))
    }
}
