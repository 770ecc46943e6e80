/// Where a send finds a result, and what it does to it.
public enum MessageReturn: Sendable {
    /// The integer return register, as it is.
    case word
    /// The floating-point return register.
    case floatingPoint
    /// The integer return register, holding an object the send makes sure the caller owns
    /// one reference to (adopted from the alloc / new / copy / mutableCopy / init families,
    /// retained otherwise, inside a private autorelease pool).
    case object
    /// A libffi call typed by the method's encoding.
    case boxed
}
