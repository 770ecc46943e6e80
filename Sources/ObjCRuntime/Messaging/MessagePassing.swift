/// Where the C calling conventions (x86-64 SysV, AArch64 AAPCS64) put an argument or find a
/// result: in the next integer register, in the next floating-point register, or — for what
/// needs the method's own encoding (structs by value, `long double`) — nowhere a register
/// alone can say, so the send goes through libffi.
public enum MessagePassing: Sendable {
    /// An integer register: integers, `BOOL`, pointers, objects, classes, selectors.
    case word
    /// A floating-point register: `double`, or `float` in its low 32 bits.
    case floatingPoint
    /// A call frame built from the method's type encoding (libffi).
    case boxed
}
