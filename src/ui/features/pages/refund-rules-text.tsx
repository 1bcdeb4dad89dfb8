import { Link } from 'react-router-dom';
import type { RefundRules } from '../../../core/domain/page-texts';
import { toPersianDigits } from '../../../core/domain/persian-digits';

const n = (value: number) => toPersianDigits(String(value));

/**
 * The practice's rules of cancelling and money, as the booking applies them now (the change
 * notice is the consultant's setting): what happens to the money in each case, and the
 * customer's right to withdraw as these rules give it.
 */
export function RefundRulesText({ rules }: { rules: RefundRules }) {
  const notice = rules.changeNoticeHours === 0 ? 'تا پیش از شروع جلسه' : `تا ${n(rules.changeNoticeHours)} ساعت پیش از شروع جلسه`;
  const moneyBack = (
    <>
      تمام مبلغ پرداختی بازگردانده می‌شود: اگر کمتر از {n(rules.bankReverseMinutes)} دقیقه از پرداخت گذشته باشد، بانک همان پرداخت را برگشت
      می‌زند و مبلغ به کارتی که با آن پرداخت کرده‌اید بازمی‌گردد؛ پس از آن، مبلغ در فهرست بازگشت وجه مشاور ثبت می‌شود و مشاور آن را به شما
      بازمی‌گرداند.
    </>
  );
  return (
    <>
      <h2>لغو یا جابه‌جایی از سوی شما</h2>
      <p data-testid="change-notice">
        رزرو تأییدشده را می‌توانید {notice} از «رزروهای من» لغو کنید یا به زمان آزاد دیگری ببرید. با لغو در این مهلت، زمان جلسه بی‌درنگ آزاد
        می‌شود و {moneyBack}
      </p>
      <p>پس از این مهلت، لغو یا جابه‌جایی از سایت ممکن نیست و مبلغ به‌خودی‌خود بازنمی‌گردد؛ برای هر تغییری با مشاور تماس بگیرید.</p>
      <h2>حق انصراف</h2>
      <p>
        شما حق دارید بدون گفتن دلیل از جلسه‌ای که رزرو کرده‌اید انصراف دهید: این حق {notice} برقرار است و انصراف در این مهلت، همان لغو
        بالاست با بازگشت تمام مبلغ. پس از آن، زمان جلسه تنها برای شما نگه داشته شده است و انصراف از سایت پذیرفته نمی‌شود.
      </p>
      <h2>لغو از سوی مشاور</h2>
      <p>اگر مشاور جلسه‌ای را لغو کند، پیام لغو برای شما فرستاده می‌شود و {moneyBack}</p>
      <h2>پرداخت پس از پایان مهلت نگه‌داری</h2>
      <p>
        رزروِ پرداخت‌نشده زمان جلسه را {n(rules.holdMinutes)} دقیقه برای شما نگه می‌دارد. اگر پرداخت پس از این مدت برسد و زمان هنوز آزاد
        باشد، رزرو تأیید می‌شود؛ اگر در این میان کس دیگری آن زمان را رزرو کرده باشد، رزرو شما تأیید نمی‌شود، صفحه پرداخت ناموفق را می‌بینید
        و تمام مبلغ همان‌طور که بالا آمد بازگردانده می‌شود.
      </p>
      <p>
        رزروهای رایگان پرداختی ندارند و لغو آن‌ها فقط زمان را آزاد می‌کند. سایر شرایط در <Link to="/terms">قوانین و مقررات</Link> آمده است.
      </p>
    </>
  );
}
