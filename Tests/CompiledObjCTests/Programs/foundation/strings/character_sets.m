// NSCharacterSet and the NSString methods that take one: the standard sets, sets from a
// string and a range, inversion, membership of BMP and supplementary characters; trimming,
// finding the first and last member, splitting at members; a nil set raises
// NSInvalidArgumentException.
#import <Foundation/Foundation.h>
#include <stdio.h>

#pragma clang diagnostic ignored "-Wnonnull"

static void range(const char *label, NSRange r) {
    if (r.location == NSNotFound) printf("%s: not found\n", label);
    else printf("%s: {%lu, %lu}\n", label, (unsigned long)r.location, (unsigned long)r.length);
}

int main(void) {
    @autoreleasepool {
        NSCharacterSet *ws = [NSCharacterSet whitespaceCharacterSet];
        NSCharacterSet *wsnl = [NSCharacterSet whitespaceAndNewlineCharacterSet];
        printf("whitespace: space %d tab %d nbsp %d newline %d x %d\n", [ws characterIsMember:' '],
               [ws characterIsMember:'\t'], [ws characterIsMember:0xa0], [ws characterIsMember:'\n'],
               [ws characterIsMember:'x']);
        printf("and newlines: newline %d cr %d u2028 %d\n", [wsnl characterIsMember:'\n'], [wsnl characterIsMember:'\r'],
               [wsnl characterIsMember:0x2028]);
        printf("newlines: %d %d\n", [[NSCharacterSet newlineCharacterSet] characterIsMember:'\n'],
               [[NSCharacterSet newlineCharacterSet] characterIsMember:' ']);
        NSCharacterSet *digits = [NSCharacterSet decimalDigitCharacterSet];
        printf("digits: 0 %d 9 %d a %d\n", [digits characterIsMember:'0'], [digits characterIsMember:'9'],
               [digits characterIsMember:'a']);
        printf("letters: a %d \u00e9 %d 1 %d, alphanumeric 1 %d, upper A %d a %d, lower a %d, punctuation . %d a %d\n",
               [[NSCharacterSet letterCharacterSet] characterIsMember:'a'],
               [[NSCharacterSet letterCharacterSet] characterIsMember:0xe9],
               [[NSCharacterSet letterCharacterSet] characterIsMember:'1'],
               [[NSCharacterSet alphanumericCharacterSet] characterIsMember:'1'],
               [[NSCharacterSet uppercaseLetterCharacterSet] characterIsMember:'A'],
               [[NSCharacterSet uppercaseLetterCharacterSet] characterIsMember:'a'],
               [[NSCharacterSet lowercaseLetterCharacterSet] characterIsMember:'a'],
               [[NSCharacterSet punctuationCharacterSet] characterIsMember:'.'],
               [[NSCharacterSet punctuationCharacterSet] characterIsMember:'a']);
        NSCharacterSet *quote = [NSCharacterSet characterSetWithCharactersInString:@"\"<\U0001F600"];
        printf("from string: \" %d < %d > %d emoji %d\n", [quote characterIsMember:'"'], [quote characterIsMember:'<'],
               [quote characterIsMember:'>'], [quote longCharacterIsMember:0x1F600]);
        NSCharacterSet *dot = [NSCharacterSet characterSetWithRange:NSMakeRange('.', 1)];
        printf("range: . %d , %d; inverted . %d , %d\n", [dot characterIsMember:'.'], [dot characterIsMember:','],
               [dot.invertedSet characterIsMember:'.'], [dot.invertedSet characterIsMember:',']);
        printf("empty range: %d\n", [[NSCharacterSet characterSetWithRange:NSMakeRange('a', 0)] characterIsMember:'a']);

        printf("trim [%s] [%s] [%s] [%s]\n", [@"  \t hello world \n" stringByTrimmingCharactersInSet:wsnl].UTF8String,
               [@"\n x \n" stringByTrimmingCharactersInSet:ws].UTF8String,
               [@"   " stringByTrimmingCharactersInSet:ws].UTF8String,
               [@"\"quoted\"" stringByTrimmingCharactersInSet:quote].UTF8String);
        range("first digit", [@"abc123" rangeOfCharacterFromSet:digits]);
        range("last digit", [@"a1b2c" rangeOfCharacterFromSet:digits options:NSBackwardsSearch]);
        range("emoji", [@"ab\U0001F600" rangeOfCharacterFromSet:quote]);
        range("none", [@"abc" rangeOfCharacterFromSet:digits]);
        range("dot", [@"1.5" rangeOfCharacterFromSet:dot]);
        NSArray *parts = [@"a b\tc  d" componentsSeparatedByCharactersInSet:ws];
        printf("split %lu: [%s]\n", (unsigned long)parts.count, [parts componentsJoinedByString:@"|"].UTF8String);
        printf("split empty: %lu\n", (unsigned long)[@"" componentsSeparatedByCharactersInSet:ws].count);
        @try {
            [@"x" stringByTrimmingCharactersInSet:nil];
        } @catch (NSException *e) {
            printf("nil set: %s: %s\n", e.name.UTF8String, e.reason.UTF8String);
        }
    }
    return 0;
}
