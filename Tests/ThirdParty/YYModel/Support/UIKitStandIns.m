// The classes of the UIKit stand-in (Support/UIKit/UIKit.h): boxing of the geometry structs
// (an NSValue with the struct's own @encode, as UIKit's category makes), UIColor as four
// components compared by value, UILabel as a bare class.
#import <UIKit/UIKit.h>

@implementation NSValue (UIGeometryStandIns)
+ (NSValue *)valueWithCGPoint:(CGPoint)point { return [NSValue valueWithBytes:&point objCType:@encode(CGPoint)]; }
+ (NSValue *)valueWithCGSize:(CGSize)size { return [NSValue valueWithBytes:&size objCType:@encode(CGSize)]; }
+ (NSValue *)valueWithCGRect:(CGRect)rect { return [NSValue valueWithBytes:&rect objCType:@encode(CGRect)]; }
+ (NSValue *)valueWithCGAffineTransform:(CGAffineTransform)transform {
    return [NSValue valueWithBytes:&transform objCType:@encode(CGAffineTransform)];
}
+ (NSValue *)valueWithCATransform3D:(CATransform3D)transform {
    return [NSValue valueWithBytes:&transform objCType:@encode(CATransform3D)];
}
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets {
    return [NSValue valueWithBytes:&insets objCType:@encode(UIEdgeInsets)];
}
+ (NSValue *)valueWithUIOffset:(UIOffset)offset { return [NSValue valueWithBytes:&offset objCType:@encode(UIOffset)]; }
@end

@implementation UIColor

+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha {
    UIColor *color = [self new];
    color.red = red;
    color.green = green;
    color.blue = blue;
    color.alpha = alpha;
    return color;
}

- (id)copyWithZone:(NSZone *)zone {
    (void)zone;
    return self;
}

- (BOOL)isEqual:(id)other {
    if (![other isKindOfClass:[UIColor class]]) return NO;
    UIColor *c = other;
    return c.red == _red && c.green == _green && c.blue == _blue && c.alpha == _alpha;
}

- (NSUInteger)hash {
    return (NSUInteger)(_red * 255) << 24 | (NSUInteger)(_green * 255) << 16 | (NSUInteger)(_blue * 255) << 8 |
           (NSUInteger)(_alpha * 255);
}

@end

@implementation UILabel
@end
