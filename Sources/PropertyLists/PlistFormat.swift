/// The property-list formats this module reads and writes.
public enum PlistFormat: String, Sendable, CaseIterable {
    /// Apple's XML format (`PropertyList-1.0.dtd`); the default for files.
    case xml
    /// `bplist00`.
    case binary
    /// The old-style NeXT / OpenStep text format (`{ key = value; }`).
    case openStep
}
