/* A stand-in for the pieces of UIKit (and the CoreGraphics / QuartzCore it brings) that
 * YYModel's tests use on iOS — not UIKit: value types and small classes written for MiniObjC
 * (Support/UIKitStandIns.m). Found as <UIKit/UIKit.h> through `-I Tests/ThirdParty/YYModel/Support`
 * (YYTestModelToJSON.m imports it) and force-included for the test files that use these types
 * without an import, as an iOS test target's prefix header gives them (UPSTREAM.md).
 *
 * - The geometry structs carry Apple's tags, so their @encode strings are iOS's
 *   ("{CGRect={CGPoint=dd}{CGSize=dd}}", "{UIEdgeInsets=dddd}" …) — the strings YYModel's
 *   NSValue handling compares with.
 * - UIColor is an RGBA value object whose four components are read-write properties, so
 *   -yy_modelToJSONObject maps it as it maps any model (YYTestModelToJSON asserts its JSON
 *   value is not nil).
 * - UILabel is a class and nothing more (YYTestAutoTypeConvert maps the string "UILabel" to
 *   a Class property). */
#ifndef MINIOBJC_YYMODEL_SUPPORT_UIKIT_H
#define MINIOBJC_YYMODEL_SUPPORT_UIKIT_H

#import <Foundation/Foundation.h>

/* CoreGraphics. */
struct CGAffineTransform {
    CGFloat a, b, c, d;
    CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;
static const CGPoint CGPointZero = {0, 0};
static const CGSize CGSizeZero = {0, 0};
static const CGRect CGRectZero = {{0, 0}, {0, 0}};
static inline bool CGPointEqualToPoint(CGPoint p1, CGPoint p2) { return p1.x == p2.x && p1.y == p2.y; }
static inline bool CGSizeEqualToSize(CGSize s1, CGSize s2) {
    return s1.width == s2.width && s1.height == s2.height;
}
static inline bool CGRectEqualToRect(CGRect r1, CGRect r2) {
    return CGPointEqualToPoint(r1.origin, r2.origin) && CGSizeEqualToSize(r1.size, r2.size);
}

/* QuartzCore. */
struct CATransform3D {
    CGFloat m11, m12, m13, m14;
    CGFloat m21, m22, m23, m24;
    CGFloat m31, m32, m33, m34;
    CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;
static const CATransform3D CATransform3DIdentity = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

/* UIKit's geometry. */
typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;
typedef struct UIOffset {
    CGFloat horizontal, vertical;
} UIOffset;

@interface NSValue (UIGeometryStandIns)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCGAffineTransform:(CGAffineTransform)transform;
+ (NSValue *)valueWithCATransform3D:(CATransform3D)transform;
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
+ (NSValue *)valueWithUIOffset:(UIOffset)offset;
@end

@interface UIColor : NSObject <NSCopying>
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property (nonatomic) CGFloat red;
@property (nonatomic) CGFloat green;
@property (nonatomic) CGFloat blue;
@property (nonatomic) CGFloat alpha;
@end

@interface UILabel : NSObject
@end

#endif
