#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
    // write(2) rather than the C `stderr` global, which Swift 6 treats as shared mutable state.
    let bytes = Array((message + "\n").utf8)
    bytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
}

/// The CLI contract's inputs: the arguments as given, where a lone `-` stands for every line
/// of standard input (read as bytes, so invalid UTF-8 is repaired rather than fatal).
func expandInputs(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for a in arguments {
        if a == "-" {
            while let line = readLine(strippingNewline: true) { result.append(line) }
        } else {
            result.append(a)
        }
    }
    return result
}

extension String {
    /// The string padded with spaces to at least `width` characters, for aligned columns.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
