// Behaviour of CSupport/ValueClasses/nsdecimalnumber.c: NSDecimalNumber.
import ObjCRuntime
import Testing

@Suite struct NSDecimalNumberTests {
    @Test func decimalNumbersKeepEveryDigit() throws {
        let cases: [(String, String)] = [
            ("1.50", "1.5"), ("-3.2", "-3.2"), ("9876543210", "9876543210"), ("0.001", "0.001"), ("  +12abc", "12"),
            ("abc", "NaN"), ("", "NaN"), ("1e3", "1000"), ("1.5e-2", "0.015"), ("0", "0"), ("-0", "0"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("123456789012345678901234567890123456789", "123456789012345678901234567890123456780"),
            ("1e200", "NaN"),
        ]
        for (input, text) in cases {
            #expect(ObjCObject.decimalNumber(input).decimalString == text, "\(input)")
        }
        let d = ObjCObject.decimalNumber("9876543210")
        #expect(d.isKind(of: .nsDecimalNumber) && d.isKind(of: .nsNumber))
        #expect(try d.send("longLongValue", as: Int64.self) == 9_876_543_210)                 // exact: an integer
        #expect(try d.send("isEqual:", ObjCObject.bridging(9_876_543_210), as: Bool.self))
        #expect(try ObjCObject.decimalNumber("0.5").send("doubleValue", as: Double.self) == 0.5)
        #expect(try d.send("stringValue")?.stringValue == "9876543210")
        #expect(ObjCObject.decimalNumber("x").decimalString == "NaN")
        #expect(try ObjCClass.nsDecimalNumber.send("decimalNumberWithString:", ObjCObject.string("2.50"))?.decimalString == "2.5")
    }

    @Test func gettersAreTypedCFunctions() throws {
        // NSNumber's getters are C functions of each type: the typed sends call them as such.
        let n = ObjCObject.decimalNumber("-2")
        #expect(try n.send("charValue", as: Int8.self) == -2)
        #expect(try n.send("intValue", as: Int32.self) == -2)
        #expect(try n.send("unsignedLongLongValue", as: UInt64.self) == UInt64(bitPattern: -2))
        #expect(try n.send("floatValue", as: Float.self) == -2)
        #expect(throws: ObjCException.self) { try n.send("noSuchLongDouble", as: LongDouble.self).doubleValue }
    }
}
