/* NSMutableData for compiled code (CSupport/ValueClasses/nsmutabledata.c): NSData whose bytes
 * grow; -bytes handed out stays valid while another thread appends. Imported by Foundation.h
 * after NSData (whose -mutableCopy answers one). */
#ifndef MINIOBJC_FOUNDATION_NSMUTABLEDATA_H
#define MINIOBJC_FOUNDATION_NSMUTABLEDATA_H

@interface NSMutableData : NSData
+ (instancetype)data;
- (void)appendBytes:(const void *)bytes length:(NSUInteger)length;
- (void)appendData:(NSData *)other;
- (void)setLength:(NSUInteger)length;
@end

#endif
