extension ISO8601 {
    /// Reads the pieces of date and time text one at a time, over UTF-8 bytes.
    /// ``ISO8601/parse(_:grammar:)-(UnsafeBufferPointer<UInt8>,_)`` is built on it, and so can
    /// readers of other date formats be (model mapping reads Twitter's
    /// `Fri Sep 04 00:12:21 +0800 2015` with it). A method that fails returns nil; where it
    /// stopped is then unspecified, and the text should be given up.
    public struct Scanner {
        /// The text.
        public let bytes: UnsafeBufferPointer<UInt8>
        /// The index of the next byte to read.
        public var offset = 0

        /// A scanner at the start of `bytes`.
        public init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// Whether every byte has been read.
        public var atEnd: Bool { offset == bytes.count }

        /// Reads `character` if it is next.
        public mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        /// Reads exactly `digits` decimal digits.
        public mutating func number(digits: Int) -> Int64? {
            guard offset + digits <= bytes.count else { return nil }
            var value: Int64 = 0
            for k in offset..<(offset + digits) {
                guard bytes[k] >= 48, bytes[k] <= 57 else { return nil }
                value = value * 10 + Int64(bytes[k] - 48)
            }
            offset += digits
            return value
        }

        /// An expanded year: an optional minus sign, then four to eleven digits. Eleven digits
        /// reach every year a seconds count can (±3·10^18 s is about ±10^11 years); twelve
        /// could overflow it, so they are refused.
        public mutating func expandedYear() -> Int64? {
            let negative = skip("-")
            var count = 0
            while offset + count < bytes.count, bytes[offset + count] >= 48, bytes[offset + count] <= 57 { count += 1 }
            guard count >= 4, count <= 11, let year = number(digits: count) else { return nil }
            return negative ? -year : year
        }

        /// `HH:MM:SS` with an optional fraction (`.5`, `.000`), or with `secondsRequired`
        /// false also `HH:MM`: the seconds since midnight, and the fraction apart so that
        /// whole seconds stay exact. Hours 0...23, minutes 0...59, seconds 0...60 (a leap second).
        public mutating func timeOfDay(secondsRequired: Bool) -> (seconds: Int64, fraction: Double)? {
            guard let hour = number(digits: 2), skip(":"), let minute = number(digits: 2),
                  hour < 24, minute < 60 else { return nil }
            var seconds = hour * 3600 + minute * 60
            var fraction = 0.0
            if skip(":") {
                guard let second = number(digits: 2), second < 61 else { return nil }
                seconds += second
                if skip(".") {
                    var scale = 0.1
                    let start = offset
                    while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 {
                        fraction += Double(bytes[offset] - 48) * scale
                        scale /= 10
                        offset += 1
                    }
                    if offset == start { return nil }
                }
            } else if secondsRequired {
                return nil
            }
            return (seconds, fraction)
        }

        /// `Z`, or `±hh`, `±hhmm`, `±hh:mm`: the zone's offset east of UTC, in seconds.
        public mutating func zoneOffset() -> Int64? {
            if skip("Z") { return 0 }
            let sign: Int64
            if skip("+") {
                sign = 1
            } else if skip("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            _ = skip(":")
            var minutes: Int64 = 0
            if offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 {
                guard let m = number(digits: 2), m < 60 else { return nil }
                minutes = m
            }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
