/// A registration made by ``DefaultsStore/onChange(_:)``, ``DefaultsStore/observe(_:_:)`` or
/// ``DefaultsStore/onError(_:)``. It ends on ``cancel()`` or when the token is released.
public final class DefaultsObservation: Sendable {
    private let cancelBody: @Sendable () -> Void

    init(_ cancel: @escaping @Sendable () -> Void) {
        cancelBody = cancel
    }

    /// Stops the callbacks. Calling it again does nothing.
    public func cancel() { cancelBody() }

    deinit { cancelBody() }
}
